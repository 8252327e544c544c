import { describe, expect, it } from 'vitest';
import { tillShortcutFor } from './till-shortcuts';

const press = (
  key: string,
  code: string,
  modifiers: Partial<Record<'alt' | 'ctrl' | 'meta' | 'shift', boolean>> = {},
) => ({
  key,
  code,
  altKey: modifiers.alt ?? false,
  ctrlKey: modifiers.ctrl ?? false,
  metaKey: modifiers.meta ?? false,
  shiftKey: modifiers.shift ?? false,
});

describe('tillShortcutFor', () => {
  it.each([
    ['Alt+P', press('p', 'KeyP', { alt: true }), 'checkout'],
    ['Option+C on a Mac (types ç)', press('ç', 'KeyC', { alt: true }), 'cash'],
    ['Alt+R', press('r', 'KeyR', { alt: true }), 'card'],
    ['Alt+↑', press('ArrowUp', 'ArrowUp', { alt: true }), 'more'],
    ['Alt+↓', press('ArrowDown', 'ArrowDown', { alt: true }), 'fewer'],
    ['Alt+I', press('i', 'KeyI', { alt: true }), 'discount'],
    ['Alt+X', press('x', 'KeyX', { alt: true }), 'void'],
    ['Alt+S', press('s', 'KeyS', { alt: true }), 'park'],
    ['Alt+U', press('u', 'KeyU', { alt: true }), 'customer'],
    ['? outside a text field', press('?', 'Slash', { shift: true }), 'help'],
  ])('%s', (_, event, action) => {
    expect(tillShortcutFor(event, false)).toBe(action);
    if (action !== 'help') expect(tillShortcutFor(event, true)).toBe(action);
  });

  it.each([
    ['? typed into a text field', press('?', 'Slash', { shift: true }), true],
    ['a letter without Alt', press('p', 'KeyP'), false],
    ['AltGr (Ctrl+Alt) typing a character', press('@', 'KeyQ', { alt: true, ctrl: true }), true],
    ['Alt+Shift+P', press('P', 'KeyP', { alt: true, shift: true }), false],
    ['Alt+D, left to the browser', press('d', 'KeyD', { alt: true }), false],
    ['Cmd+P', press('p', 'KeyP', { meta: true }), false],
  ])('ignores %s', (_, event, inTextField) => {
    expect(tillShortcutFor(event, inTextField)).toBeNull();
  });
});
