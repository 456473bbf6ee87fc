/** Where a person's profile image is served (GET /api/files/profile-images/:id), or null without one. */
export const profileImageUrl = (imageId: string | null): string | null =>
  imageId ? `/api/files/profile-images/${imageId}` : null;
