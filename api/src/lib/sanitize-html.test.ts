import '../../test/test-support/vm-modules.ts';
import { sanitizeHtml, sanitizeOptionalHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('keeps the allowed tags and safe links', () => {
    const html =
      '<h2>Title</h2><h3>Sub</h3><h4>Minor</h4><p>A <strong>b</strong> <em>c</em><br></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote>' +
      '<a href="https://a.example/">https</a><a href="http://b.example/">http</a><a href="mailto:x@y.example">mail</a>';
    expect(sanitizeHtml(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('drops scripts with their text, event handlers, styles and unknown tags', () => {
    expect(sanitizeHtml('<p onclick="x()" style="color:red" class="c">Hi<script>steal()</script></p>')).toBe(
      '<p>Hi</p>',
    );
    expect(sanitizeHtml('<img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe>ok')).toBe('ok');
    expect(sanitizeHtml('<h1>Big</h1><div><span>text</span></div>')).toBe('Bigtext');
  });

  it('removes javascript:, data: and protocol-relative link targets, however they are disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java&#x09;script:alert(1)',
      'data:text/html,x',
      '//evil.example',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
  });

  it('maps <b> and <i> to <strong> and <em>', () => {
    expect(sanitizeHtml('<b>bold</b> <i>it</i>')).toBe('<strong>bold</strong> <em>it</em>');
  });

  it('passes null through', () => {
    expect(sanitizeOptionalHtml(null)).toBeNull();
    expect(sanitizeOptionalHtml('<p>x</p>')).toBe('<p>x</p>');
  });
});
