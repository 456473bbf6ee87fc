/** Line breaks (CR, LF, NEL, line and paragraph separators) and the other control characters. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const BREAKS_AND_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/**
 * Text people typed (a name, a reason) as one line of plain text: line breaks and control characters
 * become a space, so it cannot start lines of its own in an email body or add a header to a subject.
 */
export const singleLine = (text: string): string => text.replace(BREAKS_AND_CONTROLS, ' ');
