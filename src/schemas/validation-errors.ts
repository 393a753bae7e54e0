// The closed list of `type`s a 422 entry carries (Pydantic v2's names), each
// with what it means and which `ctx` key says more. ValidationErrorItem's
// `type` is this enum, so the parameter parsers cannot send a type the
// OpenAPI document does not list (it would not type-check), and the document
// lists exactly these.
const VALIDATION_ERROR_TYPES = {
  int_parsing: 'not an integer',
  float_parsing: 'not a number',
  bool_parsing: 'not a boolean',
  greater_than_equal: 'below the minimum, `ctx.ge`',
  less_than_equal: 'above the maximum, `ctx.le`',
  enum: 'not one of the accepted values, listed in `ctx.expected`',
  string_pattern_mismatch: 'does not match the pattern in `ctx.pattern`',
  string_too_long: 'longer than `ctx.max_length` characters',
  too_long: 'a list of more than `ctx.max_length` items',
  value_error: 'parameters that contradict each other (a lower bound above its upper bound); `ctx.error` says which',
} as const;

type ValidationErrorType = keyof typeof VALIDATION_ERROR_TYPES;
type Names = [ValidationErrorType, ...ValidationErrorType[]];
export const VALIDATION_ERROR_TYPE_NAMES = Object.keys(VALIDATION_ERROR_TYPES) as Names;

/** The list as prose: `` `int_parsing` (not an integer), … ``. */
export const validationTypesProse = () =>
  Object.entries(VALIDATION_ERROR_TYPES)
    .map(([t, m]) => `\`${t}\` (${m})`)
    .join(', ');
