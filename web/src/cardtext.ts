// Printed rules text by card name (GET /api/cards/NAME: public information), fetched once per
// name; `onLoaded` re-renders when texts arrive.
import { api } from './api';

const texts = new Map<string, string>();
const asked = new Set<string>();
let listener: (() => void) | null = null;
let timer: number | undefined;

export function onCardTextLoaded(f: (() => void) | null): void {
  listener = f;
}

export function cardText(name: string): string | undefined {
  const t = texts.get(name);
  if (t !== undefined) return t;
  if (!asked.has(name)) {
    asked.add(name);
    api
      .card(name)
      .then((c) => texts.set(name, c.faces.map((f) => (c.faces.length > 1 ? `${f.name}: ${f.text}` : f.text)).join('\n//\n')))
      .catch(() => texts.set(name, ''))
      .finally(() => {
        window.clearTimeout(timer);
        timer = window.setTimeout(() => listener?.(), 30);
      });
  }
  return undefined;
}
