import { fillTemplate, placeholdersOf } from './template-render.js';

describe('fillTemplate', () => {
  test('escapes every value in HTML, whatever it holds', () => {
    expect(
      fillTemplate(
        '<p>{{ postText }} / {{customerName}}</p>',
        { postText: '<script>x()</script> & "q"', customerName: "O'Neil" },
        'html',
      ),
    ).toBe('<p>&lt;script&gt;x()&lt;/script&gt; &amp; &quot;q&quot; / O&#39;Neil</p>');
  });

  test('keeps subjects on one line and leaves unknown values empty', () => {
    expect(fillTemplate('Order {{orderNumber}}: {{missing}}!', { orderNumber: '12\r\nBcc: x@y' }, 'subject')).toBe(
      'Order 12 Bcc: x@y: !',
    );
  });

  test('offers no raw output: triple braces still escape', () => {
    expect(fillTemplate('{{{postText}}}', { postText: '<b>' }, 'html')).toBe('{&lt;b&gt;}');
  });

  test('placeholdersOf lists each name once', () => {
    expect(placeholdersOf('{{a}} {{ b }} {{a}} {c} {{ 1x }}')).toEqual(['a', 'b']);
  });
});
