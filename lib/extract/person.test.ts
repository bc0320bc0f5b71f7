import { describe, expect, it } from "vitest";
import { mentionsPerson } from "./person";

describe("mentionsPerson", () => {
  it("a first name doing something is a person, at a sentence's start or after a label", () => {
    for (const t of [
      "Dana will migrate the invoices table by Friday.",
      "Action item: Dana will migrate the invoices table by Friday.",
      "Aisha owns the Kestrel cluster.",
      "Priya migrated the billing service last week.",
      "Rosa has the keys.",
      "Omar wrote the design document.",
      "Today Dana will migrate the invoices table.",
      "Catering will be handled by Rosa.",
    ])
      expect(mentionsPerson(t), t).toBe(true);
  });

  it("two-word names count anywhere but as a sentence's first two words", () => {
    expect(mentionsPerson("PEP written by Zac Hatfield-Dodds.")).toBe(true);
    expect(mentionsPerson("The design was reviewed with Irit Katriel in May.")).toBe(true);
    expect(mentionsPerson("Mara Okonkwo wrote the tracer's design document.")).toBe(true);
    expect(mentionsPerson("Porting Notes")).toBe(false);
    expect(mentionsPerson("Owner: Dana Ruiz.")).toBe(true);
    // After an article it is a team or a thing, not a person.
    expect(mentionsPerson("The Billing Team will migrate the invoices table.")).toBe(false);
    expect(mentionsPerson("It is maintained by the Python Software Foundation.")).toBe(false);
  });

  it("a pronoun, a word opening sentences, a day, a gerund or a thing after an article is no person", () => {
    for (const t of [
      "The server will restart at midnight.",
      "It will restart at midnight.",
      "They migrated the billing service.",
      "When is the deadline?",
      "Friday will be the deadline.",
      "Catering will be handled by the venue.",
      "The deadline is moved by Friday.",
      "We decided to use PostgreSQL for the billing service.",
      "The Heron gateway listens on port 4410.",
      "The Server will restart.",
      "Our database is PostgreSQL 16 on the primary cluster.",
      "The add_note() method is added to BaseException.",
      "Install the Python packages first.",
    ])
      expect(mentionsPerson(t), t).toBe(false);
  });
});

describe("mentionsPerson: a name before a colon", () => {
  it("reads a speaker's name before a colon, in a record too", () => {
    expect(mentionsPerson("Signed off today with Priya Raman: the migration is done.")).toBe(true);
    expect(mentionsPerson("Owner: Dana Okafor; Status: open")).toBe(true);
  });
});

describe("mentionsPerson: an article with a capital inside a sentence", () => {
  it("starts no name ('Copyright 2026 The Python Software Foundation')", () => {
    expect(mentionsPerson("Copyright 2026 The Python Software Foundation.")).toBe(false);
    expect(mentionsPerson("Copyright 2026 Guido van Rossum.")).toBe(true);
  });
});

describe("mentionsPerson: a short title", () => {
  it("reads 'Known issues' as a title, not a first name doing something", () => {
    expect(mentionsPerson("Known issues")).toBe(false);
    expect(mentionsPerson("Dana owns the budget.")).toBe(true);
  });
});
