import type { Context } from 'hono';
import { bodyBytesWithin, sizeText } from './body-bytes.ts';
import type { ZodType } from 'zod';
import { ValidationError, type FieldProblem } from './errors.ts';
import { contractMessages } from './messages.ts';
import type { MultipartBody } from './operations.ts';
import { elementOf, fromText, jsonDepth, MAX_JSON_DEPTH, unwrap } from './request-input.ts';

/**
 * Reading a multipart/form-data body (an upload) the way the document
 * describes it: a body over the operation's size limit is refused before it
 * is read or as soon as its bytes pass the limit (body-bytes.ts). Text fields are typed as the schema asks (as query text is;
 * an object comes as JSON); file fields come as `File`s for the schema to
 * check.
 */
export async function multipartBodyInput(context: Context, multipart: MultipartBody, schema: ZodType | undefined): Promise<Record<string, unknown>> {
  const contentType = context.req.header('Content-Type') ?? '';
  if (contentType.split(';')[0]?.trim().toLowerCase() !== 'multipart/form-data') {
    throw new ValidationError([{ field: 'Content-Type', message: contractMessages.multipartContentType }]);
  }
  const bytes = await bodyBytesWithin(context, multipart.maxBytes);
  if (!bytes) throw tooLarge(multipart);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'Content-Type': contentType } }).formData();
  } catch {
    throw new ValidationError([{ field: 'body', message: contractMessages.invalidMultipart }]);
  }
  return fieldsOf(form, schema);
}

function tooLarge(multipart: MultipartBody): ValidationError {
  const field = multipart.fileFields[0] ?? 'body';
  return new ValidationError([{ field, message: contractMessages.bodyTooLarge, params: { max: sizeText(multipart.maxBytes) } }]);
}

/**
 * A text part as the schema asks: an object travels as JSON (OpenAPI's
 * default encoding for one, and how the generated clients append it); text
 * that is no JSON, or JSON nested too deeply, stays text, for the schema to refuse.
 */
function fromPart(node: ReturnType<typeof unwrap>, text: string): unknown {
  if (node?.def?.type !== 'object') return fromText(node, text);
  if (jsonDepth(text) > MAX_JSON_DEPTH) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The form's entries by name; a field sent twice is refused unless the schema takes a list. Unknown fields are kept, so the strict schema names them. */
function fieldsOf(form: FormData, schema: ZodType | undefined): Record<string, unknown> {
  const shape = (schema as { shape?: Record<string, ZodType> } | undefined)?.shape ?? {};
  const input: Record<string, unknown> = {};
  const problems: FieldProblem[] = [];
  for (const name of new Set(form.keys())) {
    const values = form.getAll(name);
    const element = elementOf(shape[name]);
    const read = (value: string | File, node: ReturnType<typeof unwrap>) => (typeof value === 'string' ? fromPart(node, value) : value);
    if (element) input[name] = values.map((value) => read(value, element));
    else if (values.length > 1) problems.push({ field: name, message: contractMessages.oneValueOnly });
    else input[name] = read(values[0]!, unwrap(shape[name]));
  }
  if (problems.length > 0) throw new ValidationError(problems);
  return input;
}
