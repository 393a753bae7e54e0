// The public error bodies, in FastAPI's two shapes (the contract fixes them):
// OpenAPI's components and the parameter parsers' types come from here.
import { z } from 'zod';
import { VALIDATION_ERROR_TYPE_NAMES, validationTypesProse } from './validation-errors.ts';
import { ECHO_PREFIX_CHARS, ECHO_WHOLE_BELOW } from './echo.ts';

/**
 * The error convention: `detail` is a string when the request as a whole cannot be answered (404, 405, 413, 415,
 * 503), and an array of ValidationErrorItem when particular inputs are invalid (422), one entry per input, each
 * naming where (`loc`) and what (`type`, from a closed list). FastAPI's two shapes, which the contract fixes.
 */
const reason = z.string().describe('why the request as a whole cannot be answered, in words');
export const ErrorDetail = z
  .object({ detail: reason })
  .describe(
    'Error of the request as a whole (404, 405, 413, 415, 503): `detail` is one human-readable string. ' +
      'Invalid inputs get 422 with `detail` as an array (ValidationError).',
  );
export const ValidationErrorItem = z.object({
  type: z.enum(VALIDATION_ERROR_TYPE_NAMES).describe(`what is wrong, one of: ${validationTypesProse()}`),
  loc: z
    .array(z.union([z.string(), z.number().int()]))
    .describe('["query", parameter], or ["query", parameter, index] for one value of a list'),
  msg: z.string(),
  input: z
    .string()
    .describe(
      `the value as received; one of ${ECHO_WHOLE_BELOW} characters or more is cut to its first ` +
        `${ECHO_PREFIX_CHARS} and …`,
    ),
  ctx: z.record(z.string(), z.unknown()).optional(),
});
export const ValidationError = z
  .object({ detail: z.array(ValidationErrorItem).min(1) })
  .describe(
    'Invalid inputs (422), as FastAPI with Pydantic v2 writes them: `detail` is an array with one entry per ' +
      'failing input. Any other error has `detail` as a string (ErrorDetail).',
  );
export type ValidationErrorItem = z.infer<typeof ValidationErrorItem>;
