// Validates response bodies against the OpenAPI document the server serves.
import Ajv2020 from 'ajv/dist/2020.js';

export async function openApiValidator(baseUrl: string) {
  const doc = await (await fetch(`${baseUrl}/openapi.json`)).json();
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema({ ...doc, $id: 'urn:secondline:openapi' });
  const pointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
  return {
    doc,
    /** Errors of `body` against the `status` response of `method path` (path as in the document), or [] when it matches. */
    check(path: string, method: string, status: number, body: unknown): string[] {
      const op = doc.paths?.[path]?.[method];
      if (!op) return [`no operation ${method} ${path}`];
      const resp = op.responses?.[String(status)];
      if (!resp) return [`no ${status} response for ${method} ${path}`];
      const ref = `urn:secondline:openapi#/paths/${pointer(path)}/${method}/responses/${status}/content/${pointer('application/json')}/schema`;
      const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
      return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
    },
  };
}
