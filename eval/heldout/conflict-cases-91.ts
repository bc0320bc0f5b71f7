import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 91 (issue 36), written by an author who had read neither lib/ nor
 * the other sets' cases, before anyone ran the conflict check on them.
 *
 * Field: public libraries, archives and museums (interlibrary loans and object loans, room bookings,
 * exhibitions and private views, opening hours, conservation jobs, Friends membership, school visits,
 * donations and Gift Aid, digitisation batches, accession numbers, shelf marks, borrower accounts).
 *
 * Styles: about half the messages are written the way library, archive and museum staff write: desk
 * notes, request slips, ILL updates, rota lists, registrar's shorthand (GA, ILL, concs, SMT), emails
 * with greetings and sign-offs, volunteer chat, terse one-liners; the rest are plain sentences.
 *
 * Topics by shape:
 * - multi: ILL due date; Knit & Natter room booking; Westgate opening hours; Friends membership fees;
 *   school visit adults; DVD and book loan periods; case RH and temperature; request slip shelf mark;
 *   Pompeii ticket prices; store delivery; school visit date and arrival time agreeing.
 * - paraphrase: private view time; donation Gift Aid; conservation due date; loan periods; RH
 *   temperature; search room hours and days; Rotary cheque; new Friends count; pop-up days; visit date
 *   and arrival; bank holiday closure; ISBN; Turner count; digitisation resolution; lecture date;
 *   delivery time; loan length; mobile library day; ticket prices.
 * - close: ILL due 14/21 March; room max 18/22; membership joint £60/£55; adults 6/8; DVD loan one
 *   week/2 weeks; RH 50%/45%; lecture 7pm/7.30pm; fine £4.80/£8.40; images 1,460/1,640; concessions
 *   £9.50/£10.50; Rhyme Time 10.30/11:00; indemnity £180,000/£1.8m; donation £2,500/£5,200; Saturday
 *   opening 10/9.30.
 * - negation: newspaper run digitised in-house or not; late opening on Thursday; bank holiday closure
 *   said twice.
 * - correction: private view moved a week; fine rechecked; mobile library stop moved; courier changed;
 *   school bookings address; exhibition extended.
 * - shared-words: two rooms' capacities; two exhibitions' openings; two borrowers called Davies; two
 *   box 14s; black-and-white and colour printing; two schools on the same day.
 * - identifier: conservation job number; accession number; shelf mark; school bookings address;
 *   postcode; ISBN with and without hyphens; two box 14s.
 * - list: lenders to the Brontë show; Saturday desk rota; pop-up library days reordered.
 */
export const HELDOUT_CONFLICT_CASES_91: HeldOutConflictCase[] = [
  {
    name: "interlibrary loan: title, lender and fee agree, due date differs",
    branch: [
      "ILL for Mrs Okafor: Silent Spring arrived from Bristol Central, due back 14 March, £3.50 fee paid.",
      "She's been told to collect from the main desk.",
    ],
    parent: [
      "ILL update – Okafor / Silent Spring / lender Bristol Central / fee £3.50 paid / due back to them 21 March",
    ],
    conflicts: [["14 March", "21 March"]],
    paraphrases: [],
    shapes: ["multi", "close"],
  },
  {
    name: "craft group room booking: times paraphrased, head count differs",
    branch: ["Community Room B is booked for the Knit & Natter group, Tuesdays 2–4pm, 18 people max."],
    parent: [
      "Hi Sue, just confirming Knit & Natter have Community Room B on Tuesdays from 14:00 to 16:00, max 22 people. Thanks, Mo",
    ],
    conflicts: [["18 people max", "max 22 people"]],
    paraphrases: [["2–4pm", "14:00 to 16:00"]],
    shapes: ["multi", "paraphrase", "close"],
  },
  {
    name: "private view moved a week, start time in two clocks",
    branch: ["Private view for Threads of the Tyne is Thursday 9 October, 6pm, invites go out Monday."],
    parent: [
      "Correction to my last email — the Threads of the Tyne private view is Thursday 16 October, not the 9th. Still an 18:00 start.",
    ],
    conflicts: [["Thursday 9 October", "Thursday 16 October"]],
    paraphrases: [["6pm", "18:00"]],
    shapes: ["correction", "paraphrase"],
  },
  {
    name: "parish register rebind, job number transposed",
    branch: ["Conservation job CJ-2291: rebinding of the 1789 parish register, on Harriet's bench, due 31 Oct."],
    parent: ["Harriet is on CJ-2219 (the 1789 parish register rebind), finishing by Halloween."],
    conflicts: [["CJ-2291", "CJ-2219"]],
    paraphrases: [["31 Oct", "Halloween"]],
    shapes: ["identifier", "close", "paraphrase"],
  },
  {
    name: "sampler accession number, last part differs",
    branch: ["The Ellison sampler has been accessioned as 2024.117.3, label text to follow."],
    parent: ["fyi the Ellison sampler went into the register as 2024.117.8 — Jo"],
    conflicts: [["2024.117.3", "2024.117.8"]],
    paraphrases: [],
    shapes: ["identifier", "close"],
  },
  {
    name: "branch opening hours: weekdays paraphrased, Saturday start differs",
    branch: ["From 1 Sept Westgate opens Saturdays 10–4 and stays 9–7 Mon–Thu."],
    parent: ["New hours for Westgate from 1 September: Mon–Thu 9am–7pm, Saturdays 9.30am to 4pm (council signed off)."],
    conflicts: [["10–4", "9.30am to 4pm"]],
    paraphrases: [
      ["1 Sept", "1 September"],
      ["9–7", "9am–7pm"],
    ],
    shapes: ["multi", "paraphrase", "close"],
  },
  {
    name: "Friends membership: single fee agrees, joint fee differs",
    branch: ["Friends of the Museum annual membership is £35 single and £60 joint."],
    parent: ["Friends renewals from April – single £35, joint £55, under-26s £15."],
    conflicts: [["£60 joint", "joint £55"]],
    paraphrases: [],
    shapes: ["multi", "close"],
  },
  {
    name: "Year 4 visit: pupils paraphrased, adults differ",
    branch: ["St Aidan's Year 4 on the 12th: 58 pupils + 6 adults, Victorian classroom workshop."],
    parent: [
      "St Aidan's have confirmed fifty-eight children and eight adults for the Victorian classroom session on the 12th.",
    ],
    conflicts: [["6 adults", "eight adults"]],
    paraphrases: [["58 pupils", "fifty-eight children"]],
    shapes: ["multi", "paraphrase", "close"],
  },
  {
    name: "newspaper run digitised in-house or sent out",
    branch: ["We will be digitising the Courier 1890–1910 run in-house on the new overhead scanner."],
    parent: ["Decision from SMT: we won't digitise the Courier run in-house, it's going out to a vendor."],
    conflicts: [["will be digitising the Courier", "won't digitise the Courier run in-house"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "reading room appeal gift, digits swapped",
    branch: ["Mr & Mrs Halloran's gift to the reading room appeal was £2,500, Gift Aid declared."],
    parent: ["Halloran donation logged: £5,200 to the reading room appeal, GA declared, thank-you letter sent."],
    conflicts: [["£2,500", "£5,200"]],
    paraphrases: [["Gift Aid declared", "GA declared"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "Brontë show lenders, one lender different",
    branch: ["Lenders for the Brontë show: Leeds Museums, the Parsonage and Calderdale Archives."],
    parent: ["Confirmed lenders (Brontë exhibition):", "- the Parsonage", "- Leeds Museums", "- Bradford Libraries"],
    conflicts: [["Calderdale Archives", "Bradford Libraries"]],
    paraphrases: [],
    shapes: ["list"],
  },
  {
    name: "history society talk, half an hour apart",
    branch: ["The lecture theatre is ours from 7pm on 22/10 for the local history society talk."],
    parent: ["Local history society talk, Weds 22 Oct — lecture theatre booked from 7.30pm, doors 7.15."],
    conflicts: [["from 7pm", "from 7.30pm"]],
    paraphrases: [["22/10", "22 Oct"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "loan periods: books agree in two spellings, DVDs differ",
    branch: ["DVD loans are one week now, books stay at three weeks."],
    parent: ["New loan periods agreed at the team meeting: DVDs 2 weeks, books 3 weeks, no change to renewals."],
    conflicts: [["one week", "2 weeks"]],
    paraphrases: [["three weeks", "3 weeks"]],
    shapes: ["multi", "paraphrase", "close"],
  },
  {
    name: "overdue charges rechecked",
    branch: ["Borrower 2201873 owes £4.80 in overdue charges."],
    parent: ["Sorry, checked again on Spydus: 2201873's overdue charges are £8.40, not what I said earlier."],
    conflicts: [["£4.80", "£8.40"]],
    paraphrases: [],
    shapes: ["correction", "close"],
  },
  {
    name: "mobile library stop moved",
    branch: ["The mobile library stops at the Fernhill Community Centre car park on Wednesdays, 2–3.30."],
    parent: ["From next week the Weds mobile library stop is outside Fernhill Co-op, not the community centre."],
    conflicts: [["Fernhill Community Centre car park", "outside Fernhill Co-op"]],
    paraphrases: [["Wednesdays", "Weds"]],
    shapes: ["correction", "paraphrase"],
  },
  {
    name: "courier for the watercolours loan changed",
    branch: ["Courier for the 12 Turner watercolours going to Manchester: Priya Nandakumar."],
    parent: ["Turner watercolours (twelve) → Manchester. Couriering: Tom Ashby, Priya can't travel that week."],
    conflicts: [["Priya Nandakumar", "Tom Ashby"]],
    paraphrases: [["12 Turner watercolours", "Turner watercolours (twelve)"]],
    shapes: ["correction", "paraphrase"],
  },
  {
    name: "charter case: temperature paraphrased, RH differs",
    branch: ["Case 4 for the vellum charters: RH target 50% ±5, temp 18°C."],
    parent: ["vellum charters, case 4 – keep RH at 45% +/-5, 18 degrees C, check the loggers weekly"],
    conflicts: [["50% ±5", "45% +/-5"]],
    paraphrases: [["18°C", "18 degrees C"]],
    shapes: ["multi", "paraphrase", "close"],
  },
  {
    name: "late opening for the book festival on / off",
    branch: ["Yes, Central will open late on Thursday for the book festival."],
    parent: ["Central is NOT opening late this Thursday, we have no staff cover for the festival evening."],
    conflicts: [["will open late on Thursday", "NOT opening late this Thursday"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "request slip: box and date agree, shelf mark transposed",
    branch: ["Request slip: MS 1043/7, box 3, for reader Dr Feld, Tue 3 Feb."],
    parent: ["Dr Feld's production for 3 February is MS 1034/7, box 3, in the search room by 10."],
    conflicts: [["MS 1043/7", "MS 1034/7"]],
    paraphrases: [["Tue 3 Feb", "3 February"]],
    shapes: ["identifier", "multi", "paraphrase", "close"],
  },
  {
    name: "tithe map images, digits swapped",
    branch: ["Digitisation batch 12 done: 1,460 images of the tithe maps uploaded at 400 dpi."],
    parent: ["batch 12 (tithe maps) – 1,640 images now live on the portal, all 400ppi TIFFs"],
    conflicts: [["1,460 images", "1,640 images"]],
    paraphrases: [["400 dpi", "400ppi"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "school bookings inbox changed",
    branch: ["For school bookings, ask teachers to email learning@ravensmoor-museum.org.uk."],
    parent: ["Schools should now book via schools@ravensmoor-museum.org.uk, the learning@ inbox is being closed."],
    conflicts: [["learning@ravensmoor-museum.org.uk", "schools@ravensmoor-museum.org.uk"]],
    paraphrases: [],
    shapes: ["correction", "identifier"],
  },
  {
    name: "exhibition close from an assistant answer, then extended",
    branch: ["When does the Lost Rivers exhibition close?", "Lost Rivers runs until Sunday 2 March 2025."],
    parent: ["Good news: Lost Rivers has been extended until 30 March 2025 because of demand."],
    conflicts: [["until Sunday 2 March 2025", "extended until 30 March 2025"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "Pompeii pricing: adult and under-16s agree, concessions differ",
    branch: ["Adult tickets for the Pompeii show are £14, concessions £9.50, under-16s free."],
    parent: ["Pompeii pricing sorted!! adults 14 quid, concs £10.50, kids under 16 go free"],
    conflicts: [["concessions £9.50", "concs £10.50"]],
    paraphrases: [
      ["£14", "14 quid"],
      ["under-16s free", "kids under 16 go free"],
    ],
    shapes: ["multi", "paraphrase", "close"],
  },
  {
    name: "Saturday desk rota, one name different",
    branch: ["Sat desk rota: Ana, Bilal, Chris, Dee."],
    parent: ["Saturday front desk this week: Dee, Ana, Chris and Erin. Shout if you can't make it."],
    conflicts: [["Bilal", "Erin"]],
    paraphrases: [],
    shapes: ["list"],
  },
  {
    name: "crate delivery: time paraphrased, postcode transposed",
    branch: ["Deliver the crates to the off-site store at Unit 9, Harlow Park, CM19 5TJ, Tues 8am."],
    parent: ["Crates: Unit 9 Harlow Park, CM19 5JT, Tuesday 08:00, ask for Gav at the loading bay."],
    conflicts: [["CM19 5TJ", "CM19 5JT"]],
    paraphrases: [["Tues 8am", "Tuesday 08:00"]],
    shapes: ["identifier", "multi", "paraphrase", "close"],
  },
  {
    name: "Rhyme Time start",
    branch: ["Rhyme Time at Ashby branch: Mondays 10.30, babies and toddlers, free."],
    parent: ["Ashby Rhyme Time is on Mondays at 11:00, free, babies and toddlers welcome."],
    conflicts: [["10.30", "11:00"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "maquette indemnity value, factor of ten",
    branch: ["Hepworth maquette loan agreement: six months, insurance value £180,000."],
    parent: ["Hepworth maquette – indemnity value agreed with the lender at £1.8m, 6-month loan."],
    conflicts: [["£180,000", "£1.8m"]],
    paraphrases: [["six months", "6-month"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "search room hours and days written two ways",
    branch: ["Search room open 9:30–16:30, Tue–Fri, last orders for documents 15:45."],
    parent: ["Our searchroom is open Tuesday to Friday, half nine till half four."],
    conflicts: [],
    paraphrases: [
      ["9:30–16:30", "half nine till half four"],
      ["Tue–Fri", "Tuesday to Friday"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "Rotary cheque in figures and in k",
    branch: ["The Rotary Club's cheque for the children's library refurb was £1,200."],
    parent: ["Rotary gave 1.2k GBP towards the kids' library refurb, photo for the newsletter attached"],
    conflicts: [],
    paraphrases: [["£1,200", "1.2k GBP"]],
    shapes: ["paraphrase"],
  },
  {
    name: "two rooms' capacities",
    branch: ["The Lovelace Room seats 40 theatre-style."],
    parent: ["The Brunel Room takes 24 seated or 30 standing, no projector."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "two exhibitions open a week apart",
    branch: ["Paper Cities opens 14 June in Gallery 2."],
    parent: ["Salt & Iron opens 21 June in Gallery 3, press preview the day before."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "two borrowers called Davies",
    branch: ["Mr Davies has £2.40 outstanding on his card."],
    parent: ["Mrs Davies (separate account, she's his daughter-in-law) owes £6.00 for a lost DVD case."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "new Friends at the open day, word and digit",
    branch: ["We got twelve new Friends signed up at the open day!"],
    parent: ["Open day result: 12 new Friends memberships, plus 40-odd email sign-ups."],
    conflicts: [],
    paraphrases: [["twelve new Friends", "12 new Friends"]],
    shapes: ["paraphrase"],
  },
  {
    name: "pop-up library days reordered",
    branch: ["The pop-up library in the shopping centre runs Mon, Wed, Fri."],
    parent: ["Shopping centre pop-up: Fridays, Mondays and Wednesdays until Christmas."],
    conflicts: [],
    paraphrases: [["Mon, Wed, Fri", "Fridays, Mondays and Wednesdays"]],
    shapes: ["list", "paraphrase"],
  },
  {
    name: "box 14 of two different collections",
    branch: ["Box 14 of the Pennington papers is with the conservator until further notice."],
    parent: ["Box 14 of the Gaskell bequest has been digitised and is back on the shelf."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words", "identifier"],
  },
  {
    name: "school visit date and arrival written two ways",
    branch: ["Greenbank Primary, Wed 5 Nov, 10:00 arrival, Egyptians handling session."],
    parent: ["Greenbank booking: 05/11, arriving 10am, Egyptians object handling, 2 classes."],
    conflicts: [],
    paraphrases: [
      ["Wed 5 Nov", "05/11"],
      ["10:00", "10am"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "black-and-white and colour printing prices",
    branch: ["Printing is 15p per A4 page in black and white."],
    parent: ["Colour A4 prints cost 50p a page from the public PCs."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "bank holiday closure said twice",
    branch: ["The reading room will not be open on bank holiday Monday."],
    parent: ["NB reading room closed Bank Hol Mon, sign on the door please"],
    conflicts: [],
    paraphrases: [
      ["will not be open", "closed"],
      ["bank holiday Monday", "Bank Hol Mon"],
    ],
    shapes: ["negation", "paraphrase"],
  },
  {
    name: "ISBN with and without hyphens",
    branch: ["The reading group set for March is ISBN 978-0-14-118776-1, we need 10 copies."],
    parent: ["Reading group order placed: 9780141187761 x 10 from the supplier."],
    conflicts: [],
    paraphrases: [["978-0-14-118776-1", "9780141187761"]],
    shapes: ["identifier", "paraphrase"],
  },
  {
    name: "two schools on the same day",
    branch: ["Thursday: Oakfield Primary, 30 pupils, 9.45 arrival, Egypt handling session."],
    parent: ["Thursday afternoon we have Holy Trinity, 28 pupils, arriving 13:15 for the Romans workshop."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
