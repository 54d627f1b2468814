import { idParam } from '../../../http/id-param';
import { parseOrFail } from '../../../http/parse-body';
import { defineRoute } from '../../../http/route-registry';
import { SETTINGS_EDITORS } from '../restaurants.routes';
import { ZPreviewBody } from './preview-input';
import { previewSettings } from './settings-preview.service';

/**
 * POST /restaurants/{id}/preview (issue 20 §4): the same editors as the PATCH, the same body (or a bulk
 * special-hours body under `bulk`); answers ZSettingsPreview and changes nothing.
 */
export const previewRoutes = [
  defineRoute({
    method: 'post',
    path: '/restaurants/:id/preview',
    access: { roles: SETTINGS_EDITORS, scope: 'restaurant', restaurant: (req) => idParam(req) },
    async handler(req, _res, { em, deps }) {
      const body = parseOrFail(ZPreviewBody, req.body ?? {});
      return previewSettings(em, idParam(req), body, deps.clock.now());
    },
  }),
];
