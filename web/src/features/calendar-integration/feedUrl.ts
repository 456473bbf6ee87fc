import { apiUrl } from '../../lib/apiBase';

/** The full https URL of a feed from its path (`/api/calendar/feeds/<secret>.ics`). */
export const feedHttpUrl = (path: string): string => apiUrl(path);

/** The same address with the webcal scheme, which calendar apps open as a subscription. */
export const webcalUrl = (httpUrl: string): string => httpUrl.replace(/^https?:/, 'webcal:');

/** Copies text, also where the async clipboard API is missing (plain http outside localhost). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the selection-based copy
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  return copied;
}

/** Saves text as a file the browser downloads. */
export function downloadText(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
