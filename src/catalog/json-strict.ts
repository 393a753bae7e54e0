// JSON.parse keeps the last of two equal keys; a human reading the file sees
// the first (`"moderation_status": "pending"` … `"approved"`). Content files
// are parsed here instead, and a repeated key is an error naming its path.

export class DuplicateKeyError extends Error {
  readonly path: string;
  readonly key: string;

  constructor(path: string, key: string) {
    super(
      `key "${key}" appears twice${path ? ` in ${path}` : ''}; a reader of the file sees the first value, JSON.parse keeps the last`,
    );
    this.path = path;
    this.key = key;
  }
}

/** Parses JSON like JSON.parse, throwing DuplicateKeyError on a key repeated within one object. */
export function parseJsonStrict(text: string): unknown {
  const value = JSON.parse(text);
  // JSON.parse accepted it: a light scan over the same text only has to track keys.
  const stack: { keys: Set<string>; path: string; nextIsKey: boolean; index: number; isArray: boolean }[] = [];
  let pendingKey = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const top = stack[stack.length - 1];
    if (c === '"') {
      let j = i + 1;
      while (text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      if (top && !top.isArray && top.nextIsKey) {
        const key = JSON.parse(text.slice(i, j + 1)) as string;
        if (top.keys.has(key)) throw new DuplicateKeyError(top.path, key);
        top.keys.add(key);
        top.nextIsKey = false;
        pendingKey = key;
      }
      i = j;
    } else if (c === '{' || c === '[') {
      const path = !top ? '' : [top.path, top.isArray ? String(top.index) : pendingKey].filter(Boolean).join('.');
      stack.push({ keys: new Set(), path, nextIsKey: c === '{', index: 0, isArray: c === '[' });
    } else if (c === '}' || c === ']') {
      stack.pop();
    } else if (c === ',' && top) {
      if (top.isArray) top.index++;
      else top.nextIsKey = true;
    }
  }
  return value;
}
