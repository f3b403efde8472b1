// Markdown preview written the React way (`dangerouslySetInnerHTML`) and the
// Composa way (`unsafeInnerHTML`, the one raw-HTML door, DESIGN.md): the
// first is refused as a whole (no "[object Object]" attribute, no HTML), the
// second sets the HTML.
export function Preview({ html }: { html: string }) {
  <article>
    {/* @ts-expect-error -- React's name, refused */}
    <div class="react" dangerouslySetInnerHTML={{ __html: html }} />
    <div class="composa" unsafeInnerHTML={html} />
  </article>;
}
