import { http, HttpResponse, type JsonBodyType } from 'msw';
import { API } from '@stol/platform/testing';

/** Every GET /reservations a test made, as its query parameters. */
export function recordListRequests(answer: (params: URLSearchParams) => JsonBodyType) {
  const requests: URLSearchParams[] = [];
  const handler = http.get(`${API}/reservations`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    requests.push(params);
    return HttpResponse.json(answer(params));
  });
  return {
    handler,
    requests,
    last: () => Object.fromEntries(requests.at(-1) ?? []),
  };
}

export const noApprovals = http.get(`${API}/reservations/approvals`, () =>
  HttpResponse.json({ approvals: [] }),
);

export const assignedRestaurants = http.get(`${API}/admin/restaurants/assigned`, () =>
  // The endpoint answers full restaurants; the screen reads id, name and opening hours.
  HttpResponse.json([
    { id: 1, name: 'Konoba Mate', openHour: 11, closeHour: 23, specialHours: {}, intervalMin: 30 },
    { id: 2, name: 'Bistro Lanterna', openHour: 12, closeHour: 22, specialHours: {}, intervalMin: 30 },
  ]),
);
