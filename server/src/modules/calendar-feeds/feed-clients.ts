/** Readable names of the calendar clients that fetch feeds, recognised by their User-Agent. */
const KNOWN_CLIENTS: [RegExp, string][] = [
  [/Google-Calendar-Importer|Google/i, 'Google Calendar'],
  [/Microsoft Outlook|Outlook|MSOffice|Microsoft Office|Exchange/i, 'Microsoft Outlook'],
  [/Thunderbird|Lightning/i, 'Thunderbird'],
  [/dataaccessd|CalendarAgent|iCal|iOS|Mac ?OS ?X.*Calendar|Calendar\/\d/i, 'Apple Calendar'],
  [/ICSx|DAVx/i, 'ICSx⁵ (Android)'],
  [/Evolution/i, 'Evolution'],
  [/^curl\//i, 'curl'],
  [/Mozilla\//i, 'Web browser'],
];

export function clientName(userAgent: string): string {
  const agent = userAgent.trim();
  if (!agent) return 'Unknown client';
  for (const [pattern, name] of KNOWN_CLIENTS) if (pattern.test(agent)) return name;
  return agent.split(/[\s/;(]/)[0].slice(0, 60) || 'Unknown client';
}
