/**
 * Held-out merge-conflict pairs, set 77 (issue 36), written by an author who had read neither lib/ nor the other sets, before anyone ran the conflict check on them.
 *
 * Field: hair salons, barbers and beauty salons (appointment books, stylist rotas, colour formulas and
 * patch tests, product orders, price lists, treatment courses, chair rental).
 *
 * Topics (one per case, 40 in all):
 * - close: balayage start time; grey-coverage processing time (multi); weekly chair rent; tubes of
 *   7.1 on the order; keratin price; patch test time; laser course length; beard trim price (multi);
 *   cut & blow-dry price (multi); bridal deposit per head
 * - identifier: backbar purchase order ref; gift voucher code; courier order ref (no conflict)
 * - negation: cover for a Saturday; whether a patch test is needed; renters selling own retail;
 *   Sunday walk-ins (no conflict); barber's day off (no conflict); refunds on opened products (no conflict)
 * - multi: root tint + gloss stylist; whole appointment entry (no conflict); copper formula (no
 *   conflict); barber chair rental terms (no conflict)
 * - correction: retail bond-builder quantity; toner shade corrected on the card; self-corrected
 *   Wednesday hours (no conflict); corrected gents' cut price (no conflict)
 * - list: colour order shades; tape-in trained staff; Saturday team reordered (no conflict); bridal
 *   package contents reordered (no conflict)
 * - shared-words: two sisters' bookings (one differs); two clients called Ellie (no conflict);
 *   2024 vs 2025 highlights price (no conflict); two sites' Saturday hours (no conflict); two stylists'
 *   commission (no conflict); two Olaplex products (no conflict); mother and daughter patch tests
 *   (no conflict)
 * - paraphrase: late-night opening hours; supplier invoice total (no conflict)
 *
 * Counts by shape: close 10, identifier 4, negation 6, multi 7, correction 4, list 4, shared-words 7,
 * paraphrase 16.
 *
 * 22 cases have planted conflicts (one each), 18 have none.
 */
import type { HeldOutConflictCase } from "./conflict-cases";

export const HELDOUT_CONFLICT_CASES_77: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close
  {
    name: "h77 close: balayage start time",
    branch: [
      "Can you pencil Priya Shah in for a balayage with Leah? She said Thursday afternoon works for her.",
      "Done. Appt book, Thu 13 Mar: 14:40 Priya Shah, balayage + toner, Leah, approx 3 hrs. Patch test already on file from Jan.",
    ],
    parent: [
      "Text to client: Hi Priya, just confirming your balayage with Leah on Thursday 13/03 at 14:10. Please arrive 5 mins early x Fringe Benefits",
      "Also remind Leah she's got Priya most of Thursday afternoon so no walk-ins.",
    ],
    conflicts: [["14:40 Priya Shah", "at 14:10"]],
    paraphrases: [["Thu 13 Mar", "Thursday 13/03"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h77 close: grey coverage processing time",
    branch: [
      "What's Marcus's usual colour formula? He's in Saturday for his grey coverage.",
      "From his record card: 5.0 + 6.1 mixed 1:1 with 20 vol, processing 35 min, roots only. Last done 8 Feb by Omar.",
    ],
    parent: [
      "Colour card updated for Marcus Doyle: 5.0 + 6.1, 1:1, 20 vol, 30 min on the roots.",
      "Omar says the ends are still holding so no pull-through this time.",
    ],
    conflicts: [["processing 35 min", "30 min on the roots"]],
    paraphrases: [],
    shapes: ["multi", "close"],
  },
  {
    name: "h77 close: weekly chair rent",
    branch: [
      "Remind me what we agreed with Dani for renting the end chair?",
      "You agreed £185 a week, paid every Monday by bank transfer, starting 1st April. She brings her own products and her own insurance.",
    ],
    parent: [
      "Chair rental agreement drafted for Danielle Okafor: end station, £195 per week, due Mondays.",
      "Sent it over for her to sign, she's starting beginning of April.",
    ],
    conflicts: [["£185 a week", "£195 per week"]],
    paraphrases: [["paid every Monday", "due Mondays"]],
    shapes: ["close"],
  },
  {
    name: "h77 close: tubes on the colour order",
    branch: [
      "How many tubes of Majirel 7.1 are we ordering this week? We keep running out.",
      "We're down to 2, so I put 14 tubes of 7.1 on the order for Wednesday's rep visit.",
    ],
    parent: [
      "Stock count done (took forever). Majirel 7.1: ordering 12 tubes from the rep on Weds. 8.3 we're fine for till next month.",
    ],
    conflicts: [["14 tubes of 7.1", "ordering 12 tubes"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h77 close: keratin smoothing price",
    branch: [
      "What are we charging for a full keratin smoothing on long hair now?",
      "The price list says keratin smoothing, long hair: £165, and that includes the take-home sulphate-free shampoo.",
    ],
    parent: ["Updated the website treatment menu: Keratin smoothing (long) £156. Medium length stays at £130."],
    conflicts: [["long hair: £165", "Keratin smoothing (long) £156"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h77 close: patch test appointment time",
    branch: [
      "Book a patch test for Mrs Okonjo before her tint next week pls",
      "Booked: Mon 17 Mar 09:30 patch test, Grace Okonjo (Inoa 4.0). Tint appt Thurs 20th, so 48hrs+ after. ✓",
    ],
    parent: [
      "SMS sent: Hi Grace, your patch test is booked for Monday 17th March at 9:45am, it only takes 5 mins. Thanks, Shear Delight",
    ],
    conflicts: [["Mon 17 Mar 09:30 patch test", "at 9:45am"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h77 close: laser course length",
    branch: [
      "How many sessions is Chloe's underarm laser course?",
      "She bought the course of 6 in January, paid £270 upfront, 2 done so far.",
    ],
    parent: [
      "Note on Chloe Barnes' treatment card: underarm laser, course of 8 sessions, next one due 4-6 weeks after the last.",
    ],
    conflicts: [["course of 6", "course of 8 sessions"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h77 close: barber window board prices",
    branch: [
      "Can you give me the barbershop prices to put on the window board?",
      "Skin fade £22, scissor cut £20, beard trim £10, kids (under 12) £14.",
    ],
    parent: ["Window board done: skin fade £22, scissor cut £20, beard trim £12, OAP £15 Tues-Thurs."],
    conflicts: [["beard trim £10", "beard trim £12"]],
    paraphrases: [],
    shapes: ["multi", "close"],
  },
  {
    name: "h77 close: cut and blow-dry price",
    branch: [
      "Hannah Webb wants a cut and blow-dry with Kirsty next Friday morning.",
      "Appt book: Fri 21 Mar, 11:00, Hannah Webb, cut & blow-dry, Kirsty, £48.",
    ],
    parent: [
      "Confirmation text: Hi Hannah! You're booked in with Kirsty on Fri 21/03 at 11am for a cut & blow dry, £52. See you then, The Hair Loft",
    ],
    conflicts: [["Kirsty, £48", "blow dry, £52"]],
    paraphrases: [["Fri 21 Mar, 11:00", "Fri 21/03 at 11am"]],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "h77 close: bridal party deposit",
    branch: [
      "What deposit do we take for the bridal party booking on 14 June?",
      "For the Fletcher wedding (6 people) we said £30 deposit per person, non-refundable with less than 4 weeks' notice.",
    ],
    parent: ["Invoice sent to Amy Fletcher for the bridal party: deposit £35 per head, balance payable on the day."],
    conflicts: [["£30 deposit per person", "deposit £35 per head"]],
    paraphrases: [],
    shapes: ["close"],
  },
  // ----------------------------------------------------------- identifier
  {
    name: "h77 identifier: backbar purchase order ref",
    branch: [
      "Which PO is the Schwarzkopf backbar order under? The delivery came in short.",
      "It went in on the 3rd as PO-4471, 18 items, through the Salon Services trade portal.",
    ],
    parent: ["Emailed Salon Services about the missing Igora tubes, quoted our order ref PO-4417 from 3 March."],
    conflicts: [["PO-4471", "PO-4417"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  {
    name: "h77 identifier: gift voucher code",
    branch: [
      "Gift voucher for Mrs Patel's daughter, what's the code on it?",
      "Voucher GV-20931, £60, valid 12 months, for Anjali Patel, bought 2 Jan.",
    ],
    parent: [
      "Text: Hi Anjali, your gift voucher (code GV-20391, value £60) is ready to use, just quote it when booking. Valid until January next year.",
    ],
    conflicts: [["GV-20931", "GV-20391"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  // ------------------------------------------------------------- negation
  {
    name: "h77 negation: Saturday cover",
    branch: [
      "Is Jade covering Saturday the 22nd? Mel's away at her sister's.",
      "Yes, Jade will work Sat 22nd, 9–5, and take Mel's 10am and 2pm clients.",
    ],
    parent: [
      "Jade messaged, she won't be in on Saturday 22nd, her childcare fell through. We need to move Mel's clients.",
    ],
    conflicts: [["Jade will work Sat 22nd", "she won't be in on Saturday 22nd"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h77 negation: patch test needed",
    branch: [
      "Does Lorna need a patch test before her tint on Friday?",
      "No, Lorna Reid doesn't need one. She had a patch test on 2 Feb and we treat them as valid for 6 months.",
    ],
    parent: [
      "Lorna Reid: patch test required before Friday's tint. She's switching to Inoa so the old test doesn't count.",
    ],
    conflicts: [["Lorna Reid doesn't need one", "patch test required before Friday's tint"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h77 negation: renters selling own retail",
    branch: [
      "Can our chair renters sell their own product lines from their station?",
      "Per the rental contract, renters are allowed to sell their own retail products, as long as it's displayed at their station only.",
    ],
    parent: [
      "Clause 9 of the chair rental contract: renters may not sell their own retail products on the premises. Backbar use is fine.",
    ],
    conflicts: [
      ["renters are allowed to sell their own retail products", "renters may not sell their own retail products"],
    ],
    paraphrases: [],
    shapes: ["negation"],
  },
  // ---------------------------------------------------------------- multi
  {
    name: "h77 multi: root tint stylist",
    branch: [
      "Put Gemma Hughes in for roots and a gloss, Monday at 2.",
      "Booked: Mon 10 Feb, 2pm, Gemma Hughes, root tint + gloss, with Leah, 90 mins.",
    ],
    parent: ["Appointment book: Mon 10 Feb 2pm / Gemma Hughes / root tint + gloss / Nadia / 90 mins."],
    conflicts: [["with Leah", "gloss / Nadia"]],
    paraphrases: [],
    shapes: ["multi"],
  },
  // ----------------------------------------------------------- correction
  {
    name: "h77 correction: bond-builder retail quantity",
    branch: [
      "How many Olaplex No.3 are we ordering for the retail shelf?",
      "Correction to what I said on Tuesday: we need 8 bottles of No.3, not 6. We sold 5 last week alone.",
    ],
    parent: ["Retail order placed with the distributor: Olaplex No.3 x 6, No.7 x 4."],
    conflicts: [["we need 8 bottles of No.3", "Olaplex No.3 x 6"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h77 correction: toner shade on record card",
    branch: [
      "What toner did we use on Sam's highlights last time?",
      "Sam Carter's card: toner Redken Shades EQ 09V, 20 mins, on damp towel-dried hair.",
    ],
    parent: ["Correction to Sam Carter's card: the toner was 09P, not 09V. Kirsty wrote down the wrong shade."],
    conflicts: [["Shades EQ 09V", "the toner was 09P"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  // ----------------------------------------------------------------- list
  {
    name: "h77 list: colour order shades",
    branch: [
      "What's on this week's backbar order from Goldwell?",
      "Backbar order: Topchic 6N, 7N, 8KN and 9GB, plus 2 x 6% developer.",
    ],
    parent: ["Goldwell order submitted: Topchic 6N, 7N, 8KN, 10GB + 2 x 6% developer. Delivery Thurs."],
    conflicts: [["8KN and 9GB", "8KN, 10GB"]],
    paraphrases: [],
    shapes: ["list"],
  },
  {
    name: "h77 list: tape-in trained staff",
    branch: [
      "Who's trained to fit tape-in extensions now?",
      "Three of the team are certified for tape-ins: Mia, Leah and Dev.",
    ],
    parent: ["Updated the staff skills sheet. Tape-in extensions: Mia, Leah, Sanjay. Micro-rings: Mia only."],
    conflicts: [["Mia, Leah and Dev", "Mia, Leah, Sanjay"]],
    paraphrases: [],
    shapes: ["list"],
  },
  // --------------------------------------------------------- shared-words
  {
    name: "h77 shared-words: two sisters' bookings",
    branch: [
      "What time's Olivia Grant in on Wednesday, and her sister?",
      "Olivia Grant is 10:00 Weds for a full head of foils; her sister Rosie Grant is 12:30 the same day for a trim.",
    ],
    parent: [
      "Text to Rosie: Hi Rosie, see you Wednesday at half twelve for your trim! x",
      "Appt book Weds: 11:00 Olivia Grant, full head foils, Leah.",
    ],
    conflicts: [["Olivia Grant is 10:00 Weds", "11:00 Olivia Grant"]],
    paraphrases: [["12:30 the same day", "Wednesday at half twelve"]],
    shapes: ["shared-words", "paraphrase"],
  },
  // ----------------------------------------------------------- paraphrase
  {
    name: "h77 paraphrase: late-night opening",
    branch: [
      "What are our opening hours for the new Google listing?",
      "Mon–Wed 9–5:30, Thursday late night till 8pm, Sat 9 till 5, closed Sunday.",
    ],
    parent: ["Google Business profile updated: Thursday 09:00–21:00, Saturday 09:00–17:00, Sunday closed."],
    conflicts: [["Thursday late night till 8pm", "Thursday 09:00–21:00"]],
    paraphrases: [
      ["Sat 9 till 5", "Saturday 09:00–17:00"],
      ["closed Sunday", "Sunday closed"],
    ],
    shapes: ["paraphrase"],
  },
  // ================================================ no planted conflict
  {
    name: "h77 identifier: courier order ref (no conflict)",
    branch: [
      "Has the Kérastase delivery been booked in yet?",
      "Yes, order KR-558210, delivery Wed 12/03 between 8 and 12, 3 boxes.",
    ],
    parent: [
      "Courier confirmed for order kr-558210: Wednesday 12 March, morning slot, 3 boxes. DPD tracking 1550 2284 917.",
    ],
    conflicts: [],
    paraphrases: [
      ["KR-558210", "kr-558210"],
      ["Wed 12/03", "Wednesday 12 March"],
    ],
    shapes: ["identifier", "paraphrase"],
  },
  {
    name: "h77 negation: Sunday walk-ins (no conflict)",
    branch: [
      "Do we take walk-ins on a Sunday?",
      "No, we don't accept walk-ins on Sundays, it's booking only, 10 till 4.",
    ],
    parent: ["Added to the door sign: Sundays are appointment only, 10am–4pm. Walk-ins welcome Mon–Sat."],
    conflicts: [],
    paraphrases: [
      ["we don't accept walk-ins on Sundays", "Sundays are appointment only"],
      ["10 till 4", "10am–4pm"],
    ],
    shapes: ["negation", "paraphrase"],
  },
  {
    name: "h77 negation: barber's day off (no conflict)",
    branch: [
      "Is Tom in on Monday? Need someone for the 9am skin fade.",
      "Tom won't be working Monday, he's at the Wahl training day in Birmingham. He will be in Tuesday from 9.",
    ],
    parent: [
      "Rota: Monday, Tom off (training). Jamal covering the barber chairs 9–6.",
      "Tom's back Tuesday morning, first client 9:15.",
    ],
    conflicts: [],
    paraphrases: [["Tom won't be working Monday", "Monday, Tom off"]],
    shapes: ["negation"],
  },
  {
    name: "h77 negation: refunds on opened products (no conflict)",
    branch: [
      "Client wants to return an opened bottle of Redken serum, whats our policy?",
      "Opened products aren't refundable. We can only exchange if it's faulty, within 14 days with the receipt.",
    ],
    parent: [
      "Put the returns policy up by the till: no refunds on opened products. Faulty items exchanged within two weeks, receipt needed.",
    ],
    conflicts: [],
    paraphrases: [
      ["Opened products aren't refundable", "no refunds on opened products"],
      ["within 14 days", "within two weeks"],
    ],
    shapes: ["negation", "paraphrase"],
  },
  {
    name: "h77 multi: whole appointment entry (no conflict)",
    branch: [
      "Book Zara Ahmed for a half-head of foils and a cut with Leah, next Tuesday.",
      "Appt book: Tue 25/03, 15:30, Zara Ahmed, ½ head foils + cut, Leah, 2 hrs, £120.",
    ],
    parent: [
      "Text to Zara: Hi Zara, you're booked with Leah on Tuesday 25 March at half three for half-head foils & cut (2 hours, £120). Reply YES to confirm x",
    ],
    conflicts: [],
    paraphrases: [
      ["Tue 25/03, 15:30", "Tuesday 25 March at half three"],
      ["½ head foils", "half-head foils"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h77 multi: copper formula (no conflict)",
    branch: [
      "Formula for Bethany's copper refresh?",
      "Bethany Lowe: Majirel 7.44 + 8.34 equal parts, 6% developer, 1:1.5, 30 min, full head.",
    ],
    parent: ["Record card updated: B. Lowe, 7.44 & 8.34 50/50, 20 vol at 1:1.5, half an hour, all over."],
    conflicts: [],
    paraphrases: [
      ["equal parts", "50/50"],
      ["6% developer", "20 vol"],
      ["30 min", "half an hour"],
      ["full head", "all over"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h77 multi: barber chair rental terms (no conflict)",
    branch: [
      "What are the terms for Callum renting the barber chair?",
      "Callum pays £150 a week, Tuesday to Saturday, 3-month minimum, one month's notice.",
    ],
    parent: [
      "Contract sent to Callum Mensah: weekly rent one hundred and fifty pounds, Tue–Sat, minimum term 3 months, notice period one month.",
    ],
    conflicts: [],
    paraphrases: [
      ["£150 a week", "one hundred and fifty pounds"],
      ["Tuesday to Saturday", "Tue–Sat"],
      ["3-month minimum", "minimum term 3 months"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h77 correction: self-corrected Wednesday hours (no conflict)",
    branch: [
      "What are Kirsty's hours on Wednesday this week?",
      "Kirsty's on 9–5 Weds... sorry, scratch that, she swapped with Leah, she's 10–6 on Wednesday.",
    ],
    parent: ["Rota for w/c 10 March, Wednesday: Kirsty 10–6, Leah 9–5, Omar off."],
    conflicts: [],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h77 correction: gents' cut price (no conflict)",
    branch: [
      "Quick correction to the price list I gave you: a gents' wet cut is £18, not £16. The £16 was last year's.",
      "Noted, gents' wet cut now shows £18 on the list.",
    ],
    parent: ["Staff WhatsApp: reminder the gents wet cut is eighteen quid now, don't charge the old price!!"],
    conflicts: [],
    paraphrases: [["gents' wet cut is £18", "gents wet cut is eighteen quid"]],
    shapes: ["correction", "paraphrase"],
  },
  {
    name: "h77 list: Saturday team reordered (no conflict)",
    branch: ["Who's on the Saturday team this week?", "Saturday 15th: Jade, Kirsty and Omar, plus Ruby on reception."],
    parent: ["Sat 15/03 rota posted: Omar, Jade, Kirsty. Ruby on front desk."],
    conflicts: [],
    paraphrases: [
      ["Jade, Kirsty and Omar", "Omar, Jade, Kirsty"],
      ["Saturday 15th", "Sat 15/03"],
    ],
    shapes: ["list"],
  },
  {
    name: "h77 list: bridal package contents (no conflict)",
    branch: [
      "What's included in the Silver bridal package?",
      "Silver bridal: trial, hair up on the day, veil fitting and a mini blow-dry for the mother of the bride. £240 total.",
    ],
    parent: [
      "Website copy for Silver bridal (£240): hair up on the morning, veil fitting, mother-of-the-bride mini blow-dry, and a trial beforehand.",
    ],
    conflicts: [],
    paraphrases: [["£240 total", "Silver bridal (£240)"]],
    shapes: ["list", "paraphrase"],
  },
  {
    name: "h77 shared-words: two clients called Ellie (no conflict)",
    branch: [
      "Ellie Brown rang, can she have a cut Tuesday morning?",
      "Booked Ellie Brown, Tue 10:30, restyle with Omar, 45 min.",
    ],
    parent: [
      "Appt book Tue: 11:30 Ellie Green, restyle, Omar, 45 min.",
      "SMS to Ellie Brown: Hi Ellie, confirming Tuesday half ten with Omar. Reply C to cancel.",
    ],
    conflicts: [],
    paraphrases: [["Tue 10:30", "Tuesday half ten"]],
    shapes: ["shared-words", "paraphrase"],
  },
  {
    name: "h77 shared-words: highlights price by year (no conflict)",
    branch: [
      "How much was a full head of highlights last year?",
      "On the 2024 price list a full head of highlights was £95 with a senior stylist.",
    ],
    parent: ["New 2025 price list is printed: full head of highlights £105 with a senior stylist, £90 with a junior."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h77 shared-words: two sites' Saturday hours (no conflict)",
    branch: [
      "What time does the Harrogate salon open on Saturdays?",
      "Harrogate opens at 8:30 on Saturdays and shuts at 4pm.",
    ],
    parent: [
      "Leeds branch Saturday hours are changing: open 9am, close 5pm from next month.",
      "Harrogate stays as is, Saturday half eight till four.",
    ],
    conflicts: [],
    paraphrases: [
      ["opens at 8:30", "half eight"],
      ["shuts at 4pm", "till four"],
    ],
    shapes: ["shared-words", "paraphrase"],
  },
  {
    name: "h77 shared-words: two stylists' commission (no conflict)",
    branch: [
      "What commission is Leah on for colour services?",
      "Leah is on 40% commission on colour services and 10% on retail.",
    ],
    parent: [
      "Set up Nadia's pay in the till system: 35% commission on colour services, 10% on retail, from her first week.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h77 shared-words: two Olaplex products (no conflict)",
    branch: [
      "Retail price for Olaplex No.3?",
      "Olaplex No.3 Hair Perfector 100ml retails at £28 on our shelf, SKU OLA-003-100.",
    ],
    parent: ["Shelf labels printed: Olaplex No.4 Bond Maintenance Shampoo 250ml £30, SKU OLA-004-250."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words", "identifier"],
  },
  {
    name: "h77 shared-words: mother and daughter patch tests (no conflict)",
    branch: [
      "When were Maya and her mum last patch tested?",
      "Maya Collins: patch test 4 Mar, all clear. Her mum Sue Collins: patch test 11 Feb, all clear.",
    ],
    parent: [
      "Reminder for the book: Sue Collins tint Sat, patch test done 11/02 so she's fine.",
      "Maya Collins needs her next one by Sept, last test was 4th March.",
    ],
    conflicts: [],
    paraphrases: [
      ["patch test 11 Feb", "patch test done 11/02"],
      ["patch test 4 Mar", "last test was 4th March"],
    ],
    shapes: ["shared-words", "paraphrase"],
  },
  {
    name: "h77 paraphrase: supplier invoice total (no conflict)",
    branch: [
      "How much did the Wella order come to in the end?",
      "£1,240 incl VAT, on 30-day terms, so it's due by 17 April.",
    ],
    parent: ["Accounts: Wella invoice 1240 pounds inc. VAT, recieved today, due 17/04."],
    conflicts: [],
    paraphrases: [
      ["£1,240", "1240 pounds"],
      ["17 April", "17/04"],
    ],
    shapes: ["paraphrase"],
  },
];
