export interface ShortfallLike {
  present: number;
  required: number;
  teamSize: number;
  absent: { name: string; status: string }[];
}

/** "2 of 5 present, 3 needed; Ana Smith (approved) and Ben Li (pending) are off." */
export function shortfallSentence(shortfall: ShortfallLike): string {
  const names = shortfall.absent.map((a) => `${a.name} (${a.status.toLowerCase()})`);
  const who =
    names.length === 0
      ? ''
      : names.length === 1
        ? `; ${names[0]} is off`
        : `; ${names.slice(0, -1).join(', ')} and ${names[names.length - 1]} are off`;
  return `${shortfall.present} of ${shortfall.teamSize} present, ${shortfall.required} needed${who}.`;
}
