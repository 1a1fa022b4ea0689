import { fileKind } from './kept-files';

describe('fileKind', () => {
  it('tells the areas of a language apart, and a new build of the same area from another area', () => {
    expect(fileKind('http://x/assets/messages-ha-core-CWlomzoe.js')).toBe('messages-ha-core.js');
    expect(fileKind('http://x/assets/messages-ha-core-Zz9_-abc.js')).toBe('messages-ha-core.js');
    expect(fileKind('http://x/assets/messages-ha-public-fKLsFUFQ.js')).toBe('messages-ha-public.js');
    expect(fileKind('/assets/content-pages-Ab12Cd34.css')).toBe('content-pages.css');
    expect(fileKind('/assets/content-pages-Ab12Cd34.js')).toBe('content-pages.js');
    expect(fileKind('/assets/lgas-Ab12Cd34.js?v=1')).toBe('lgas.js');
  });
});
