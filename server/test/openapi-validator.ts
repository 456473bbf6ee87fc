import Ajv2020 from 'ajv/dist/2020';

export interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> }>
  >;
  components: Record<string, unknown>;
}

const pointerPart = (text: string) => text.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Checks real answers against the OpenAPI document the server publishes: the status must be listed for
 * that path and method, and a JSON body must match the schema documented for that status. Returns
 * what is wrong, or null.
 */
export function responseChecker(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema(document as object, 'openapi');
  return (method: string, pathTemplate: string, status: number, body: unknown, contentType: string): string | null => {
    const operation = document.paths[pathTemplate]?.[method.toLowerCase()];
    if (!operation) return `${method} ${pathTemplate} is not documented`;
    const response = operation.responses[String(status)];
    if (!response)
      return `${method} ${pathTemplate} answered ${status}, which is not documented (documented: ${Object.keys(operation.responses).join(', ')})`;
    if (!response.content) return null;
    const documentedType = Object.keys(response.content)[0];
    if (!documentedType.includes('json')) {
      const [family] = documentedType.split('/');
      return contentType.startsWith(family)
        ? null
        : `${method} ${pathTemplate} ${status}: ${contentType} instead of ${documentedType}`;
    }
    if (!contentType.includes('json')) return `${method} ${pathTemplate} ${status}: ${contentType} instead of JSON`;
    const pointer = `openapi#/paths/${pointerPart(pathTemplate)}/${method.toLowerCase()}/responses/${status}/content/${pointerPart(documentedType)}/schema`;
    const validate = ajv.getSchema(pointer);
    if (!validate) return `${method} ${pathTemplate} ${status}: no schema at ${pointer}`;
    return validate(body) ? null : `${method} ${pathTemplate} ${status}: ${ajv.errorsText(validate.errors)}`;
  };
}
