import { describe, expect, it } from "vitest";
import { ACCEPTED_FORMATS_TEXT, documentFormat, importFormat, isGzipName } from "./document-formats";

describe("documentFormat", () => {
  it("reads a format by its extension, case-insensitively, and refuses unknown ones", () => {
    expect(documentFormat("Guide.HTM")).toBe("html");
    expect(documentFormat("notes.markdown")).toBe("md");
    expect(documentFormat("slides.pptx")).toBeNull();
    expect(documentFormat("README")).toBeNull();
  });

  it("reads AsciiDoc as text, by either extension, gzip-compressed too", () => {
    expect(documentFormat("guide.adoc")).toBe("txt");
    expect(documentFormat("guide.asciidoc")).toBe("txt");
    expect(documentFormat("ReleaseNotes.adoc.gz")).toBe("txt");
    expect(["guide.adoc", "guide.asciidoc"].map(documentFormat)).toEqual(["txt", "txt"]);
    expect(["changes.rst", "changes.rst.gz", "index.rest"].map(documentFormat)).toEqual(["txt", "txt", "txt"]);
  });

  it("reads a gzip file as the format inside it, and as text when its inner name has no known extension", () => {
    expect(documentFormat("whatsnew/changelog.html.gz")).toBe("html");
    expect(documentFormat("table.CSV.GZ")).toBe("csv");
    expect(documentFormat("changelog.gz")).toBe("txt");
    expect(documentFormat("NEWS.Debian.gz")).toBe("txt");
    expect(isGzipName("a.tar.gz")).toBe(true);
    expect(isGzipName("a.gzip")).toBe(false);
    expect(documentFormat("notes.gz")).toBe("txt");
  });

  it("reads manual pages by their section, with a suffix, gzip-compressed too; other numbers are no format", () => {
    expect(documentFormat("rsync.1")).toBe("man");
    expect(documentFormat("unbound.conf.5.gz")).toBe("man");
    expect(documentFormat("Image::ExifTool.3pm.gz")).toBe("man");
    expect(documentFormat("notes.man")).toBe("man");
    expect(documentFormat("report.2024")).toBeNull();
    expect(documentFormat("backup.0")).toBeNull();
    expect(["a.1", "a.5", "a.8", "a.man"].map(documentFormat)).toEqual(["man", "man", "man", "man"]);
    expect(ACCEPTED_FORMATS_TEXT).toBe(
      ".md, .txt, .json, .pdf, .docx, .html, .csv, a manual page (.1-.9) or any other plain-text file",
    );
  });

  it("imports any other file as plain text: its content decides", () => {
    expect(importFormat("README")).toBe("txt");
    expect(importFormat("README.Debian")).toBe("txt");
    expect(importFormat("jail.conf")).toBe("txt");
    expect(importFormat("config.yaml")).toBe("txt");
    expect(importFormat("guide.html")).toBe("html");
    expect(importFormat("unbound.conf.5.gz")).toBe("man");
  });

  it("refuses by name the extensions that are never text", () => {
    expect(importFormat("slides.pptx")).toBeNull();
    expect(importFormat("Photo.JPG")).toBeNull();
    expect(importFormat("backup.tar.gz")).toBe("txt"); // gzip: the parser reads what is inside, and refuses a tar
  });
});
