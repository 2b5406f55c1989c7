/** Answer options are lettered A, B, C… */
export function optionLetter(index: number): string {
  return String.fromCharCode('A'.charCodeAt(0) + index);
}
