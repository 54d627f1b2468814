import {
  SLOT_UNAVAILABLE_REASONS,
  type TAvailabilityResponse,
  type TAvailabilitySlot,
} from '@stol/contracts';

// The fields written out below, checked against the contract: a field added to the answer stops the build here
// until it is written out too (the byte-for-byte test only sees the fields its fixtures have).
type TNoneLeftOut<T, Written extends keyof T> = [Exclude<keyof T, Written>] extends [never] ? true : false;
const ANSWER_WRITTEN_OUT: TNoneLeftOut<
  TAvailabilityResponse,
  | 'restaurantId'
  | 'date'
  | 'closed'
  | 'servicesFrom'
  | 'services'
  | 'openHour'
  | 'closeHour'
  | 'intervalMin'
  | 'durationMin'
  | 'bufferMin'
  | 'fullyBooked'
  | 'slots'
> = true;
const SLOT_WRITTEN_OUT: TNoneLeftOut<
  TAvailabilitySlot,
  'time' | 'start' | 'end' | 'available' | 'reason' | 'tableId' | 'unavailable'
> = true;
void [ANSWER_WRITTEN_OUT, SLOT_WRITTEN_OUT];

const reasonJson = new Map<string | null, string>([[null, 'null']]);
const reason = (r: string | null) => {
  let json = reasonJson.get(r);
  if (json === undefined) reasonJson.set(r, (json = JSON.stringify(r)));
  return json;
};

/**
 * JSON.stringify(answer), byte for byte (the tests compare the two), written out for this one shape: the
 * generic walk over the slots' small objects cost more than computing them (api/bench, scenario c-cold). Key
 * order as computeAvailability builds the objects (`unavailable`'s reasons in SLOT_UNAVAILABLE_REASONS order).
 */
export function availabilityJson(a: TAvailabilityResponse): string {
  let json =
    `{"restaurantId":${a.restaurantId},"date":${JSON.stringify(a.date)},"closed":${a.closed},` +
    // The services are a few HH:mm texts (service-rules.ts): nothing in them needs escaping.
    `"servicesFrom":"${a.servicesFrom}","services":[${(a.services ?? []).map((s) => `{"open":"${s.open}","close":"${s.close}"}`).join(',')}],` +
    `"openHour":${a.openHour},"closeHour":${a.closeHour},"intervalMin":${a.intervalMin},` +
    `"durationMin":${a.durationMin},"bufferMin":${a.bufferMin},"fullyBooked":${a.fullyBooked},"slots":[`;
  for (let i = 0; i < a.slots.length; i++) {
    const s = a.slots[i]!;
    // time, start and end are the day grid's HH:mm and ISO texts (day-slots.ts): nothing in them needs escaping.
    json +=
      `${i > 0 ? ',' : ''}{"time":"${s.time}","start":"${s.start}","end":"${s.end}",` +
      `"available":${s.available},"reason":${reason(s.reason)},"tableId":${s.tableId},"unavailable":{`;
    let first = true;
    for (const why of SLOT_UNAVAILABLE_REASONS) {
      const tableIds = s.unavailable[why];
      if (!tableIds) continue;
      json += `${first ? '' : ','}${reason(why)}:[`;
      for (let k = 0; k < tableIds.length; k++) json += k > 0 ? `,${tableIds[k]}` : `${tableIds[k]}`;
      json += ']';
      first = false;
    }
    json += '}}';
  }
  return json + ']}';
}
