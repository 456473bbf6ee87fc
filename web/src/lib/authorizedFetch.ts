import { apiUrl } from './apiBase';
import { getToken, reportSessionExpired } from './session';
import { currentLanguage, i18n } from '../i18n';

/** A REST call that failed: `status` is null when the server could not be reached at all. */
export class ApiCallError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

/** The REST facade's answer shape (spec §7). */
export interface ApiBody<T> {
  success?: boolean;
  data?: T;
  message?: string;
}

/**
 * Calls a path of the REST facade with the session's bearer token. A 401 ends the session (spec §2);
 * a network failure throws an ApiCallError with a null status.
 */
export async function fetchApi(path: string, init: RequestInit = {}): Promise<Response> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      ...init,
      headers: {
        'Accept-Language': currentLanguage(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...init.headers,
      },
    });
  } catch {
    throw new ApiCallError(i18n.t('common:errors.unreachable'), null);
  }
  if (response.status === 401) {
    reportSessionExpired();
    throw new ApiCallError(i18n.t('common:session.expired'), 401);
  }
  return response;
}

/** The server's message, else spec §8's 'HTTP error! status: {code}'. */
export function httpErrorMessage(status: number, body: ApiBody<unknown> | null): string {
  return body?.message || i18n.t('common:errors.http', { status });
}

/** A JSON call; the body is read even when the status is not OK (System Status reads a 503's data). */
export async function fetchApiJson<T>(
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; ok: boolean; body: ApiBody<T> }> {
  const response = await fetchApi(path, {
    ...init,
    headers: {
      Accept: 'application/json',
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      ...init.headers,
    },
  });
  const body = (await response.json().catch(() => ({}))) as ApiBody<T>;
  return { status: response.status, ok: response.ok, body };
}

/** The file name of a Content-Disposition header, if it has one. */
export function attachmentName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (encoded) return decodeURIComponent(encoded[1]);
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain ? plain[1] : null;
}

/**
 * Downloads a file the server sends as an attachment (CSV exports) and saves it under the server's
 * name, else `fallbackName`. Resolves to the name it was saved as.
 */
export async function downloadApiFile(path: string, fallbackName: string): Promise<string> {
  const response = await fetchApi(path);
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ApiBody<unknown> | null;
    throw new ApiCallError(httpErrorMessage(response.status, body), response.status);
  }
  const name = attachmentName(response.headers.get('Content-Disposition')) ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}
