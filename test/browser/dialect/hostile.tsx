// Hostile strings through every door a program has: text children, a
// deferred text, attributes, class, style, data attributes, URL attributes
// on HTML and SVG elements, and a spread.
export function Hostile({ texts, urls }: { texts: readonly string[]; urls: readonly string[] }) {
  <div class="texts">
    {texts.map((text, i) => (
      <p
        key={i}
        title={text}
        class={text}
        data-x={text}
        style={{ fontFamily: text }}
        {...{ "aria-label": text }}
      >
        {text}
        <span>{() => text}</span>
      </p>
    ))}
  </div>;
  <div class="urls">
    {urls.map((url, i) => (
      <div key={i}>
        <a href={url}>link</a>
        <iframe src={url} />
        <form action={url}>
          <button formAction={url}>go</button>
          <button {...{ formaction: url }}>spread</button>
        </form>
        <svg>
          <a href={url} {...{ "xlink:href": url }}>
            <text>svg link</text>
          </a>
        </svg>
      </div>
    ))}
  </div>;
}
