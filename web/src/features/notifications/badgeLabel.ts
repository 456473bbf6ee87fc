/** Spec §9: the badge shows the unread count, '9+' above 9. */
export function badgeLabel(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 9 ? '9+' : String(unread);
}
