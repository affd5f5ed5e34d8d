/** Text made safe inside HTML or SVG markup: every character that could open a tag or end an attribute. */
export function escapeMarkup(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)
}
