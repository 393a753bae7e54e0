// Everything the CDN and the other functions do not answer: JSON 404 under
// the API, 405 for write methods anywhere (see src/http/routes.ts).
import { fallbackHandler } from '../../../src/functions/fallback-handler.ts';

export {
  fallbackHandler as GET,
  fallbackHandler as HEAD,
  fallbackHandler as OPTIONS,
  fallbackHandler as POST,
  fallbackHandler as PUT,
  fallbackHandler as PATCH,
  fallbackHandler as DELETE,
};
