import { describe, expect, it } from "vitest";
import { FURNITURE_ROLES, htmlToText } from "./parse-html";

describe("htmlToText tables", () => {
  it("keeps a cell's paragraphs in its row and empty cells in their column", () => {
    const html = `<table><thead><tr><th><p>Format</p></th><th><p>C Type</p></th><th><p>Standard size</p></th><th><p>Notes</p></th></tr></thead>
<tbody><tr><td><p><code>q</code></p></td><td><p>long long</p></td><td><p>8</p></td><td><p>(2)</p></td></tr>
<tr><td><p>n</p></td><td><p>ssize_t</p></td><td></td><td><p>(3)</p></td></tr></tbody></table>`;
    expect(htmlToText(html).text.split("\n\n")).toEqual([
      "Format | C Type | Standard size | Notes",
      "q | long long | 8 | (2)",
      "n | ssize_t | | (3)",
    ]);
  });

  it("joins a cell's two paragraphs with a space", () => {
    expect(htmlToText("<table><tr><td><p>a</p><p>b</p></td><td>c</td></tr></table>").text).toBe("a b | c");
  });
});

describe("htmlToText definition lists", () => {
  it("makes a definition term the heading of its definition, one level below its section", () => {
    const html = `<h2>Functions</h2><dl><dt>zlib.compress(data, level=-1)</dt><dd><p>Compresses data.</p><p>The default level is -1.</p></dd>
<dt>zlib.compressobj(level=-1)</dt><dd><p>The default level is -1 too.</p></dd></dl>`;
    const { text, sections } = htmlToText(html);
    expect(text).toBe(
      "## Functions\n\n### zlib.compress(data, level=-1)\n\nCompresses data.\n\nThe default level is -1.\n\n### zlib.compressobj(level=-1)\n\nThe default level is -1 too.",
    );
    expect(sections.map((s) => s.headings)).toEqual([
      ["Functions"],
      ["Functions", "zlib.compress(data, level=-1)"],
      ["Functions", "zlib.compressobj(level=-1)"],
    ]);
  });

  it("keeps a long term as text", () => {
    const long = "x".repeat(250);
    expect(htmlToText(`<dl><dt>${long}</dt><dd>body</dd></dl>`).text).toBe(`${long}\n\nbody`);
  });
});

describe("htmlToText lists", () => {
  it("indents a nested list's items and keeps an item's paragraph on its marker", () => {
    const html = `<ul><li><p>Enhancements to date functions:</p><ul><li><p>Added unixepoch().</p></li></ul></li><li><p>Added sqlite3_error_offset().</p></li></ul>`;
    expect(htmlToText(html).text).toBe(
      "- Enhancements to date functions:\n\n  - Added unixepoch().\n\n- Added sqlite3_error_offset().",
    );
  });
});

describe("htmlToText list items with more than one paragraph", () => {
  const html =
    "<ul><li><p>Remove plpythonu (Andres)</p><p>Python 2.x is no longer supported.</p></li>" +
    "<li><p>Allow log output in JSON format</p><p>The new setting is <code>jsonlog</code>.</p>" +
    "<ul><li>a sub-item</li></ul><p>After the sub-list.</p></li></ul><p>A paragraph after the list.</p>";
  it("continues the item on its next line, so the item's passage keeps its second line", async () => {
    const { text } = htmlToText(html);
    expect(text).toContain("- Remove plpythonu (Andres)\n  Python 2.x is no longer supported.");
    expect(text).toContain("- Allow log output in JSON format\n  The new setting is jsonlog.");
    const { splitPassages } = await import("@/lib/extract/passages");
    const items = splitPassages(text).filter((p) => p.kind === "item");
    expect(items.map((p) => p.text)).toContain("Remove plpythonu (Andres) Python 2.x is no longer supported.");
  });
  it("does not join a paragraph after a nested list or after the list to an item", () => {
    const { text } = htmlToText(html);
    expect(text).toMatch(/\n\nAfter the sub-list\.\n\nA paragraph after the list\.$/);
    expect(text).toContain("  - a sub-item");
  });
});

describe("htmlToText field tables and code", () => {
  it("writes a table of label cells and their values as one record, not a header and rows", () => {
    const html = `<h2>KeepAliveTimeout Directive</h2><table class="directive">
<tr><th><a href="#d">Description:</a></th><td>Amount of time the server will wait</td></tr>
<tr><th>Syntax:</th><td><code>KeepAliveTimeout <var>num</var>[ms]</code></td></tr>
<tr><th>Default:</th><td><code>KeepAliveTimeout 5</code></td></tr></table><p>More.</p>`;
    expect(htmlToText(html).text).toBe(
      "## KeepAliveTimeout Directive\n\nDescription: Amount of time the server will wait; Syntax: KeepAliveTimeout num[ms]; Default: KeepAliveTimeout 5\n\nMore.",
    );
  });

  it("keeps a table with a header row as rows", () => {
    const html = "<table><tr><th>Name</th><th>Default</th></tr><tr><td>a</td><td>1</td></tr></table>";
    expect(htmlToText(html).text).toBe("Name | Default\n\na | 1");
  });

  it("fences preformatted text, so its '# comment' lines open no section", async () => {
    const html = `<h2>CGIVar Directive</h2><p>Sets the variable.</p><pre># Show the rewritten URI
CGIVar REQUEST_URI current-uri</pre><p>The default is original-uri.</p>`;
    const { text } = htmlToText(html);
    expect(text).toContain("```\n# Show the rewritten URI\nCGIVar REQUEST_URI current-uri\n```");
    const { splitPassages } = await import("@/lib/extract/passages");
    const passages = splitPassages(text);
    expect(passages.every((p) => p.headings.join(" / ") === "CGIVar Directive")).toBe(true);
    expect(passages.map((p) => p.text).join("\n")).toContain("# Show the rewritten URI");
  });

  it("fences a paragraph of code starting with '# '", () => {
    const html = "<h2>A</h2><p><code># Missing CRLF<br>GET / HTTP/1.0</code></p>";
    expect(htmlToText(html).text).toBe("## A\n\n```\n# Missing CRLF GET / HTTP/1.0\n```");
  });
});

describe("htmlToText admonitions", () => {
  it("makes a note's title the label of its first paragraph, not a section the text after it stays in", () => {
    const html = `<h2>Settings</h2><dl><dt>tcp_keepalives_idle (integer)</dt><dd><p>Idle time. The default is 0.</p>
<div class="note"><h3 class="title">Note</h3><p>On Windows, a value of 0 means 2 hours.</p></div><p>Set at start.</p></dd></dl>`;
    const { text, sections } = htmlToText(html);
    expect(text).toBe(
      "## Settings\n\n### tcp_keepalives_idle (integer)\n\nIdle time. The default is 0.\n\nNote: On Windows, a value of 0 means 2 hours.\n\nSet at start.",
    );
    expect(sections.map((s) => s.headings?.at(-1))).toEqual(["Settings", "tcp_keepalives_idle (integer)"]);
  });

  it("reads Sphinx's admonition title the same way", () => {
    const html = `<h2>gzip.open</h2><div class="admonition note"><p class="admonition-title">Note</p><p>Binary mode.</p></div>`;
    expect(htmlToText(html).text).toBe("## gzip.open\n\nNote: Binary mode.");
  });
});

describe("htmlToText hidden content and images", () => {
  it("drops what a reader never sees (a keyword's dropdown menu, hidden, aria-hidden, display:none) and nothing after it", () => {
    // HAProxy's manual: every keyword mentioned in a sentence carries a pop-up menu of its sections.
    const html = `<pre class="text">Locations in &quot;<span class="dropdown"><a class="dropdown-toggle" href="#">ca-file<span class="caret"></span></a><ul class="dropdown-menu"><li class="dropdown-header">This keyword is available in sections :</li><li><a href="#a">Bind options</a></li></ul></span>&quot; prevail.</pre>
<p>Shown<span hidden>secret</span><span aria-hidden="true">icon</span><span style="color: red; display:none">gone</span> <br>here.</p><div hidden><p>Never <img alt="X"> shown</p></div><p>After<img src="i.png"> it, unclosed <b>bold</p><p>next</p>`;
    expect(htmlToText(html).text.split("\n\n")).toEqual([
      '```\nLocations in "ca-file" prevail.\n```',
      "Shown here.",
      "After it, unclosed bold",
      "next",
    ]);
  });

  it("drops a page's furniture: a <nav>, and every landmark role of the table (Sphinx's sidebars, search, footer)", () => {
    for (const role of FURNITURE_ROLES) {
      const html = `<div class="related" role="${role}"><h3>Navigation</h3><ul><li><a href="x.html">next</a> |</li></ul></div><div role="main"><h1>BFD</h1><p>Timers are in milliseconds.</p></div>`;
      expect(htmlToText(html).text).toBe("# BFD\n\nTimers are in milliseconds.");
    }
    expect(htmlToText("<nav><p>Previous topic</p></nav><p>Body.</p>").text).toBe("Body.");
    // Sphinx's permalink mark after a command's signature goes with it (the signature, naming a
    // default, is its definition's first line too).
    const sig =
      '<dl><dt class="sig"><span class="sig-name">bgp default ipv4-unicast</span><a class="headerlink" href="#x">¶</a></dt><dd><p>Turns the family on.</p></dd></dl>';
    expect(htmlToText(sig).text).toBe(
      "# bgp default ipv4-unicast\n\nbgp default ipv4-unicast.\n\nTurns the family on.",
    );
    // A note or the main landmark is content.
    expect(htmlToText('<div role="note"><p>Kept.</p></div>').text).toBe("Kept.");
  });

  it("writes an image as its alt text, so a table of check marks keeps them", () => {
    const html = `<table><tr><th>keyword</th><th>defaults</th><th>frontend</th></tr>
<tr><td>balance</td><td><img src="css/check.png" alt="X" title="yes" /></td><td>&nbsp;</td></tr></table>`;
    expect(htmlToText(html).text.split("\n\n")).toEqual(["keyword | defaults | frontend", "balance | X |"]);
  });
});

describe("htmlToText headings", () => {
  it("leaves a heading's permalink mark out of its title and of the section path", () => {
    const html = `<h1>What’s New In Python 3.11<a class="headerlink" href="#whats-new" title="Permalink to this headline">¶</a></h1>
<h2 id="keepalivetimeout">KeepAliveTimeout Directive <a title="Permanent link" href="#keepalivetimeout" class="permalink">&para;</a></h2><p>Text.</p><h3>§</h3>`;
    const { text, sections } = htmlToText(html);
    expect(text).toBe("# What’s New In Python 3.11\n\n## KeepAliveTimeout Directive\n\nText.\n\n### §");
    expect(sections[1].headings).toEqual(["What’s New In Python 3.11", "KeepAliveTimeout Directive"]);
  });
});

describe("htmlToText preformatted prose and keyword terms", () => {
  it("reads a manual written as wrapped text in <pre> as paragraphs, and a keyword block as the term it describes", () => {
    // HAProxy's manual: '<div class="keyword">' names the keyword, the <pre> after it describes it.
    const html = `<h2>5.2. Server options</h2><div class="keyword"><b><a href="#5.2-fall">fall</a></b> <span>&lt;count&gt;</span></div><pre class="text">The &quot;fall&quot; parameter states that a server will be considered as dead after
&lt;count&gt; consecutive unsuccessful health checks. This value defaults to 3 if
unspecified.

Example :
# a comment in an example
  server s1 10.0.0.1:80 check fall 3
</pre><pre>backend app
    server s1 10.0.0.1:80 check
    # a listing stays fenced
</pre>`;
    expect(htmlToText(html).text.split("\n\n")).toEqual([
      "## 5.2. Server options",
      "### fall <count>",
      'The "fall" parameter states that a server will be considered as dead after\n<count> consecutive unsuccessful health checks. This value defaults to 3 if\nunspecified.',
      "Example :\n # a comment in an example\n  server s1 10.0.0.1:80 check fall 3",
      "```\nbackend app\n    server s1 10.0.0.1:80 check\n    # a listing stays fenced\n```",
    ]);
  });
});

describe("htmlToText terms that give a value", () => {
  it("keeps a definition term's default in its definition's text as well as in the heading (postconf(5))", () => {
    const html = `<h1>Postfix Configuration Parameters</h1><DL><DT><b><a name="message_size_limit">message_size_limit</a>
(default: 10240000)</b></DT><DD><p>The maximal size in bytes of a message.</p></DD>
<DT><b>mydomain</b></DT><DD><p>The internet domain name of this mail system.</p></DD></DL>`;
    expect(htmlToText(html).text.split("\n\n")).toEqual([
      "# Postfix Configuration Parameters",
      "## message_size_limit (default: 10240000)",
      "message_size_limit (default: 10240000).",
      "The maximal size in bytes of a message.",
      "## mydomain",
      "The internet domain name of this mail system.",
    ]);
  });
});

describe("htmlToText tables without a header row", () => {
  it("marks them so that no data row is read as the others' column names", async () => {
    const { splitPassages } = await import("@/lib/extract/passages");
    const headerless =
      "<h2>Daemon</h2><table><tr><td>daemon_smtp_ports</td><td>default ports</td></tr>" +
      "<tr><td>queue_run_max</td><td>maximum simultaneous queue runners</td></tr></table>";
    const rows = splitPassages(htmlToText(headerless).text).filter((p) => p.kind === "row");
    expect(rows.map((p) => p.text)).toEqual([
      "daemon_smtp_ports; default ports",
      "queue_run_max; maximum simultaneous queue runners",
    ]);
    // A first row of header cells still names the columns.
    const headed =
      "<table><tr><th>Name</th><th>Storage Size</th></tr><tr><td>bigint</td><td>8 bytes</td></tr>" +
      "<tr><td>smallint</td><td>2 bytes</td></tr></table>";
    expect(splitPassages(htmlToText(headed).text).map((p) => p.text)).toEqual([
      "Name: bigint; Storage Size: 8 bytes",
      "Name: smallint; Storage Size: 2 bytes",
    ]);
  });
});

describe("htmlToText tables of contents", () => {
  it("drops a list whose every item is only a link into the page (LinuxDoc's and Sphinx's contents)", () => {
    const linuxdoc = `<h1>Squid 5.7 release notes</h1>
      <h2><a name="toc1">1.</a> <a href="#s1">Notice</a></h2>
      <ul><li><a name="toc1.1">1.1</a> <a href="#ss1.1">Known issues</a>
      <li><a name="toc1.2">1.2</a> <a href="#ss1.2">Changes since earlier releases</a></ul>
      <h2><a name="s1">1.</a> <a href="#toc1">Notice</a></h2><p>The Squid Team are pleased to announce Squid-5.7.</p>`;
    const text = htmlToText(linuxdoc).text;
    expect(text).not.toContain("Known issues");
    expect(text).toContain("The Squid Team are pleased to announce Squid-5.7.");
    // Nested, with code in the links and a link to the page's top ("#").
    const sphinx = `<h3>Table of Contents</h3><ul><li><a href="#"><code>gzip</code> — Support for gzip files</a><ul>
      <li><a href="#gzip.open"><code><span class="pre">open()</span></code></a></li>
      <li><a href="#examples">Examples of usage</a></li></ul></li></ul><h1>gzip</h1><p>Body.</p>`;
    expect(htmlToText(sphinx).text).toBe("### Table of Contents\n\n# gzip\n\nBody.");
  });
  it("keeps a contents list inside a table's cell, and a list holding text outside its items", () => {
    const row = `<table><tr><td>Contents of section alpha</td><td><ul><li><a href="#a">A</a></li></ul></td></tr>
      <tr><td>x</td><td>y</td></tr></table>`;
    expect(htmlToText(row).text).toContain("Contents of section alpha | - A");
    const malformed = `<ul><li><a href="#a">A</a></li><h2>Real heading</h2><p>Real body.</p><li><a href="#b">B</a></li></ul>`;
    expect(htmlToText(malformed).text).toContain("## Real heading\n\nReal body.");
  });
  it("keeps a list whose items say more than a link, or link to other pages", () => {
    const html = `<ul><li><a href="#a">Known issues</a>: two open bugs</li><li><a href="#b">Notice</a></li></ul>
      <ul><li><a href="other.html">Other page</a></li><li><a href="next.html">Next page</a></li></ul>
      <ul><li><a href="#c">Setup</a><ul><li>Install the package first.</li></ul></li></ul>`;
    const text = htmlToText(html).text;
    for (const kept of ["two open bugs", "Other page", "Next page", "Install the package first."])
      expect(text).toContain(kept);
  });
});

describe("htmlToText docutils option lists", () => {
  it("reads each option as the heading of its description, a nested option list a level deeper", () => {
    const html = `<h2>Server Options</h2><table class="docutils option-list" frame="void" rules="none">
      <col class="option" /><col class="description" /><tbody valign="top">
      <tr><td class="option-group" colspan="2"><kbd><span class="option">--max-clients <var>n</var></span></kbd></td></tr>
      <tr><td>&nbsp;</td><td>Limit server to a maximum of <tt>n</tt> concurrent clients.</td></tr>
      <tr><td class="option-group" colspan="2"><kbd><span class="option">--max-routes-per-client <var>n</var></span></kbd></td></tr>
      <tr><td>&nbsp;</td><td><p class="first">Allow a maximum of <tt>n</tt> internal routes per client (default <code>256</code>).</p>
        <table class="docutils option-list"><tbody>
        <tr><td class="option-group" colspan="2"><kbd>VERSION version</kbd></td></tr>
        <tr><td>&nbsp;</td><td>Set HTTP version number to version (default 1.0).</td></tr>
        </tbody></table></td></tr></tbody></table>`;
    const { text, sections } = htmlToText(html);
    expect(text).toContain(
      "### --max-routes-per-client n\n\nAllow a maximum of n internal routes per client (default 256).",
    );
    expect(text).not.toContain(" | ");
    expect(sections.at(-1)?.headings).toEqual(["Server Options", "--max-routes-per-client n", "VERSION version"]);
  });
});
