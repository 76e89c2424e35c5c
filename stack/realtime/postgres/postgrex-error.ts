/**
 * `Exception.message/1` of a Postgrex.Error, which Realtime appends to its subscription errors:
 * `ERROR P0001 (raise_exception) invalid column for filter x`, then the error's table, column,
 * constraint and hint, then its detail. Names are Postgres' errcodes.txt (only the codes a filter
 * check can raise: PL/pgSQL `raise`, failed casts, missing array types).
 */
const NAMES: Record<string, string> = {
  P0001: 'raise_exception',
  '0A000': 'feature_not_supported',
  '22000': 'data_exception',
  '2202E': 'array_subscript_error',
  '22021': 'character_not_in_repertoire',
  '22008': 'datetime_field_overflow',
  '22012': 'division_by_zero',
  '22015': 'interval_field_overflow',
  '22018': 'invalid_character_value_for_cast',
  '22007': 'invalid_datetime_format',
  '22019': 'invalid_escape_character',
  '22025': 'invalid_escape_sequence',
  '22023': 'invalid_parameter_value',
  '22009': 'invalid_time_zone_displacement_value',
  '22004': 'null_value_not_allowed',
  '22003': 'numeric_value_out_of_range',
  '22026': 'string_data_length_mismatch',
  '22001': 'string_data_right_truncation',
  '22P02': 'invalid_text_representation',
  '22P03': 'invalid_binary_representation',
  '22P05': 'untranslatable_character',
  '22032': 'invalid_json_text',
  '42601': 'syntax_error',
  '42704': 'undefined_object',
  '42804': 'datatype_mismatch',
  '42883': 'undefined_function',
  '54000': 'program_limit_exceeded',
};

interface PgError {
  message: string;
  code?: string;
  severity?: string;
  detail?: string;
  hint?: string;
  table?: string;
  column?: string;
  constraint?: string;
}

export function postgrexMessage(err: PgError): string {
  if (!err.code) return err.message;
  const meta = (['table', 'column', 'constraint', 'hint'] as const)
    .filter((k) => err[k])
    .map((k) => `\n    ${k}: ${err[k]}`)
    .join('');
  const detail = err.detail ? `\n\n${err.detail}` : '';
  return `${err.severity ?? 'ERROR'} ${err.code} (${NAMES[err.code] ?? 'unknown'}) ${err.message}${meta ? `\n${meta}` : ''}${detail}`;
}
