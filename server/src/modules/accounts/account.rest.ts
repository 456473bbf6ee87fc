import multer from 'multer';
import type { NextFunction, Request, Response } from 'express';
import { badInput } from '../../lib/errors';
import { bodyOf, text } from '../../api/input';
import type { RestRoute } from '../../api/route';
import { userBody } from '../users';
import { MAX_PROFILE_IMAGE_BYTES } from './account.service';
import { RESET_LINK_MINUTES, RESET_REQUESTED } from './password.service';
import type { AccountService } from './account.service';
import type { PasswordService } from './password.service';

const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_PROFILE_IMAGE_BYTES, files: 1 } });

function profileImageUpload(req: Request, res: Response, next: NextFunction): void {
  upload.single('profileImage')(req, res, (error: unknown) => {
    if (error && (error as { code?: string }).code === 'LIMIT_FILE_SIZE')
      return next(badInput('Image size must be less than 5MB', 'profileImage'));
    if (error) return next(badInput('Upload the image as multipart field "profileImage"', 'profileImage'));
    next();
  });
}

export const accountRoutes = ({
  accounts,
  passwords,
}: {
  accounts: AccountService;
  passwords: PasswordService;
}): RestRoute[] => [
  {
    method: 'post',
    path: '/auth/register',
    statuses: [201, 429],
    summary:
      'Creates an account and signs it in. The first account of an empty organisation becomes its administrator. Reads only firstName, lastName, email and password.',
    body: {
      firstName: 'required, at least 2 characters',
      lastName: 'required, at least 2 characters',
      email: 'required',
      password: 'required',
    },
    handler: async (req, { actor }) => {
      const body = bodyOf(req);
      const input = {
        firstName: text(body, 'firstName', 'first_name') ?? '',
        lastName: text(body, 'lastName', 'last_name') ?? '',
        email: text(body, 'email') ?? '',
        password: text(body, 'password') ?? '',
      };
      const result = await accounts.register(actor, input);
      return {
        status: 201,
        data: {
          token: result.token,
          expiresAt: result.expiresAt.toISOString(),
          user: userBody(result.user, result.user),
        },
        message: 'Account Created Successfully!',
      };
    },
  },
  {
    method: 'post',
    path: '/auth/login',
    statuses: [401, 429],
    summary:
      'Signs in with email and password; answers data.token and data.user. 401 "Invalid email or password" otherwise, 429 after 5 failures a minute.',
    body: { email: 'required', password: 'required' },
    handler: async (req, { actor }) => {
      const body = bodyOf(req);
      const result = await accounts.login(actor, text(body, 'email') ?? '', text(body, 'password') ?? '');
      return {
        data: {
          token: result.token,
          expiresAt: result.expiresAt.toISOString(),
          user: userBody(result.user, result.user),
        },
        message: 'Signed in successfully.',
      };
    },
  },
  {
    method: 'post',
    path: '/auth/logout',
    summary:
      "Signs out on the server: every sign-in session of the caller stops being accepted (the caller's token included). Not with an API token (403).",
    handler: async (_req, { actor }) => {
      await accounts.logout(actor);
      return { data: null, message: 'Signed out' };
    },
  },
  {
    method: 'post',
    path: '/auth/forgot-password',
    statuses: [429],
    summary: `Emails a single-use link, valid ${RESET_LINK_MINUTES} minutes, to reset the password of the account with this email. The answer is the same whether or not such an account exists; 429 when asked too often for one email or from one address.`,
    body: { email: 'required' },
    handler: async (req, { actor }) => {
      await passwords.requestReset(actor, text(bodyOf(req), 'email') ?? '');
      return { data: null, message: RESET_REQUESTED };
    },
  },
  {
    method: 'post',
    path: '/auth/reset-password',
    statuses: [429],
    summary:
      'Sets a new password with the token of a reset link and signs in (data.token, data.user). The link then stops working; every other session and API token of the person is revoked. 400 for an invalid, expired or used link, or a password that breaks the rule; 429 after 20 attempts an hour from one address.',
    body: {
      token: 'required, from the reset link',
      password: 'required: at least 10 characters, not a common password',
    },
    handler: async (req, { actor }) => {
      const body = bodyOf(req);
      const result = await passwords.resetPassword(actor, text(body, 'token') ?? '', text(body, 'password') ?? '');
      return {
        data: {
          token: result.token,
          expiresAt: result.expiresAt.toISOString(),
          user: userBody(result.user, result.user),
        },
        message: 'Your password has been reset.',
      };
    },
  },
  {
    method: 'put',
    path: '/auth/password',
    statuses: [429],
    summary:
      "Changes the caller's password (currentPassword required). Every other session and API token is revoked; answers a fresh data.token. Not with an API token (403); 429 after 5 wrong current passwords in 15 minutes.",
    body: {
      currentPassword: 'required',
      newPassword: 'required: at least 10 characters, not a common password',
    },
    handler: async (req, { actor }) => {
      const body = bodyOf(req);
      const result = await passwords.changePassword(
        actor,
        text(body, 'currentPassword', 'current_password') ?? '',
        text(body, 'newPassword', 'new_password') ?? '',
      );
      return {
        data: {
          token: result.token,
          expiresAt: result.expiresAt.toISOString(),
          user: userBody(result.user, result.user),
        },
        message: 'Password changed',
      };
    },
  },
  {
    method: 'get',
    path: '/auth/me',
    response: 'User',
    summary: 'The signed-in person (401 when the token is missing, expired or revoked).',
    handler: async (_req, { viewer }) => ({ data: userBody(viewer!, viewer) }),
  },
  {
    method: 'put',
    path: '/auth/profile',
    response: 'User',
    summary:
      "Updates the caller's own profile (spec §5 rules). Reads firstName, lastName, jobTitle, workAddress, workHours, department and language (en, de, fr or es; null clears it); email, role and flags are not editable here.",
    body: {
      firstName: 'at least 2 characters',
      lastName: 'at least 2 characters',
      jobTitle: 'at least 3 characters',
      workAddress: 'at least 10 characters',
      workHours: 'text',
      department: 'text',
      language: 'en, de, fr or es; null clears the choice',
    },
    handler: async (req, { actor }) => {
      const body = bodyOf(req);
      const user = await accounts.updateProfile(actor, {
        firstName: text(body, 'firstName', 'first_name'),
        lastName: text(body, 'lastName', 'last_name'),
        jobTitle: text(body, 'jobTitle', 'job_title'),
        workAddress: text(body, 'workAddress', 'work_address'),
        workHours: text(body, 'workHours', 'work_hours'),
        department: text(body, 'department'),
        language: text(body, 'language'),
      });
      return { data: userBody(user, user), message: 'Profile updated successfully' };
    },
  },
  {
    method: 'post',
    path: '/auth/upload-profile-image',
    summary:
      "Uploads the caller's profile image (multipart field profileImage; PNG, JPEG, GIF or WebP under 5MB); answers imageUrl.",
    body: { profileImage: 'the image file' },
    before: [profileImageUpload],
    handler: async (req, { actor }) => {
      const result = await accounts.uploadProfileImage(actor, req.file);
      return {
        data: { imageUrl: result.imageUrl },
        extra: { imageUrl: result.imageUrl },
        message: 'Profile image updated',
      };
    },
  },
  {
    method: 'get',
    path: '/files/profile-images/:id',
    summary: 'A stored profile image. Its URL holds an unguessable id and is cacheable forever.',
    produces: 'image/*',
    handler: async (req) => {
      const image = await accounts.profileImage(String(req.params.id));
      return {
        send: (res) => {
          res.setHeader('Content-Type', image.contentType);
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          res.setHeader('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
          res.send(image.data);
        },
      };
    },
  },
];
