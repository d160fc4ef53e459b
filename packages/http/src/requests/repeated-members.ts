/**
 * Member names sent twice in one object of a JSON body. JSON.parse keeps the last of two equal
 * names, so a proxy, a log or the partner's own system reading the first would see another
 * request than the one served (`"propCode":"NYCDC","propCode":"PARDC"` booked PARDC). RFC 8259
 * section 4 leaves such a text's meaning open; the service refuses it, naming the member.
 */

type Frame = { names: Set<string>; name: string } | { index: number };

const QUOTE = 34;
const BACKSLASH = 92;

/** The first character after `at` that is not JSON white space. */
function nextSignificant(text: string, at: number): string | undefined {
  let i = at;
  while (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r') i++;
  return text[i];
}

/** `roomStays[1].guest`-style path of the members the frames are in, then `name`. */
function pathOf(frames: readonly Frame[], name: string): string {
  let path = '';
  for (const frame of frames.slice(0, -1)) path += 'index' in frame ? `[${frame.index}]` : path === '' ? frame.name : `.${frame.name}`;
  return path === '' ? name : `${path}.${name}`;
}

/**
 * The path of the first member whose name its object already holds (`roomStays[0].numAdults`),
 * or undefined. `text` is a JSON text JSON.parse has accepted; names are compared decoded
 * (`"prop\u0043ode"` is `propCode`). One pass over the text, whatever its nesting.
 */
export function repeatedMemberPath(text: string): string | undefined {
  const frames: Frame[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      let end = i + 1;
      let escaped = false;
      for (let d = text.charCodeAt(end); d !== QUOTE; d = text.charCodeAt(end)) {
        if (d === BACKSLASH) {
          escaped = true;
          end += 2;
        } else end++;
      }
      const top = frames[frames.length - 1];
      if (top !== undefined && 'names' in top && nextSignificant(text, end + 1) === ':') {
        const name = escaped ? (JSON.parse(text.slice(i, end + 1)) as string) : text.slice(i + 1, end);
        if (top.names.has(name)) return pathOf(frames, name);
        top.names.add(name);
        top.name = name;
      }
      i = end;
    } else if (c === 123) frames.push({ names: new Set(), name: '' }); // {
    else if (c === 91) frames.push({ index: 0 }); // [
    else if (c === 125 || c === 93) frames.pop(); // } ]
    else if (c === 44) {
      // ,
      const top = frames[frames.length - 1];
      if (top !== undefined && 'index' in top) top.index++;
    }
  }
  return undefined;
}
