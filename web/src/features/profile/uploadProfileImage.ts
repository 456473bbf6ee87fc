import { i18n } from '../../i18n';
import { apiUrl } from '../../lib/apiBase';
import { getToken, reportSessionExpired } from '../../lib/session';
import { MAX_PROFILE_IMAGE_BYTES } from './profile';

// Read when thrown, so the words are in the screen's language.
const uploadFailed = () => i18n.t('upload.failed', { ns: 'profile' });

interface UploadResponse {
  success?: boolean;
  message?: string;
  data?: { imageUrl?: string };
}

/** POST /api/auth/upload-profile-image (multipart field profileImage); resolves to the new image URL. */
export async function uploadProfileImage(file: File): Promise<string> {
  if (file.size > MAX_PROFILE_IMAGE_BYTES) throw new Error(i18n.t('upload.tooLarge', { ns: 'profile' }));
  const body = new FormData();
  body.append('profileImage', file);
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(apiUrl('/api/auth/upload-profile-image'), {
      method: 'POST',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      body,
    });
  } catch {
    throw new Error(uploadFailed());
  }
  if (response.status === 401) {
    reportSessionExpired();
    throw new Error(uploadFailed());
  }
  const payload = (await response.json().catch(() => ({}))) as UploadResponse;
  if (!response.ok || !payload.success || !payload.data?.imageUrl) throw new Error(payload.message || uploadFailed());
  return payload.data.imageUrl;
}
