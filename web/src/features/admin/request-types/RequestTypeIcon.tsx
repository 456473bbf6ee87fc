import { Calendar, Ellipsis, Heart, Palette, Settings, type LucideIcon } from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  calendar: Calendar,
  heart: Heart,
  more: Ellipsis,
  palette: Palette,
  settings: Settings,
};

export function RequestTypeIcon({ icon, size = 18 }: { icon: string; size?: number }) {
  const Icon = ICONS[icon] ?? Calendar;
  return <Icon size={size} aria-hidden />;
}
