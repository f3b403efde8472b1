/**
 * Hostile inputs shared by the happy-dom and the Chromium suites. Every URL
 * here is, or decodes to, a script (or non-image data) URL.
 */
export const HOSTILE_URLS: readonly string[] = [
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  " javascript:alert(1)",
  "\u0000javascript:alert(1)",
  "java\tscript:alert(1)",
  "java\nscript:alert(1)",
  "java\rscript:alert(1)",
  "\u200bjavascript:alert(1)",
  "javascript\u0000:alert(1)",
  "&#106;avascript:alert(1)",
  "&#x6A;avascript:alert(1)",
  "&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)",
  "&#x6a&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3a;alert(1)",
  "javascript&colon;alert(1)",
  "java&Tab;script:alert(1)",
  "java&NewLine;script:alert(1)",
  "&amp;#106;avascript:alert(1)",
  "vbscript:msgbox(1)",
  "VBScript:msgbox(1)",
  "data:text/html,<script>alert(1)</script>",
  "DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
];

/** Strings that would become markup if anything parsed them as HTML. */
export const HOSTILE_TEXT: readonly string[] = [
  "<img src=x onerror=alert(1)>",
  '"><script>alert(1)</script>',
  "'><svg onload=alert(1)>",
  "</textarea><script>alert(1)</script>",
  "<!--<script>alert(1)</script>-->",
  "&lt;script&gt;alert(1)&lt;/script&gt;",
];
