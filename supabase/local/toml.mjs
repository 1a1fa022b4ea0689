// Reads the subset of TOML that supabase/config.toml uses: [dotted.tables],
// bare or quoted keys, strings, numbers, booleans and (multi-line) arrays.

/** @param {string} text @returns {Record<string, any>} */
export function parseToml(text) {
  const root = {};
  let table = root;
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    let line = stripComment(lines[i]).trim();
    if (!line) continue;
    const header = /^\[([^[\]]+)\]$/.exec(line);
    if (header) {
      table = root;
      for (const part of header[1].split('.')) {
        const key = unquote(part.trim());
        table[key] ??= {};
        table = table[key];
      }
      continue;
    }
    const eq = line.indexOf('=');
    if (eq < 0) throw new Error(`config.toml line ${i + 1}: expected key = value`);
    const key = unquote(line.slice(0, eq).trim());
    let raw = line.slice(eq + 1).trim();
    // Arrays may span lines; gather until the brackets balance.
    while (raw.startsWith('[') && depth(raw) > 0 && i + 1 < lines.length) {
      raw += ' ' + stripComment(lines[++i]).trim();
    }
    table[key] = parseValue(raw, i + 1);
  }
  return root;
}

function stripComment(line) {
  let inString = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"' && line[i - 1] !== '\\') inString = !inString;
    if (c === '#' && !inString) return line.slice(0, i);
  }
  return line;
}

function depth(raw) {
  let d = 0;
  let inString = false;
  for (let i = 0; i < raw.length; i++) {
    if (raw[i] === '"' && raw[i - 1] !== '\\') inString = !inString;
    else if (!inString && raw[i] === '[') d++;
    else if (!inString && raw[i] === ']') d--;
  }
  return d;
}

function unquote(key) {
  return key.startsWith('"') ? JSON.parse(key) : key;
}

function parseValue(raw, lineNo) {
  if (raw.startsWith('"')) return JSON.parse(raw);
  if (raw === 'true' || raw === 'false') return raw === 'true';
  if (/^[+-]?\d[\d_]*(\.\d+)?$/.test(raw)) return Number(raw.replace(/_/g, ''));
  if (raw.startsWith('[')) {
    const inner = raw.slice(1, raw.lastIndexOf(']'));
    const items = [];
    let current = '';
    let inString = false;
    for (let i = 0; i < inner.length; i++) {
      const c = inner[i];
      if (c === '"' && inner[i - 1] !== '\\') inString = !inString;
      if (c === ',' && !inString) {
        if (current.trim()) items.push(parseValue(current.trim(), lineNo));
        current = '';
      } else current += c;
    }
    if (current.trim()) items.push(parseValue(current.trim(), lineNo));
    return items;
  }
  throw new Error(`config.toml line ${lineNo}: unsupported value ${raw}`);
}
