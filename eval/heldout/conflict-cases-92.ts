import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 92 (issue 36), written by an author who had read neither lib/ nor
 * the other sets' cases, before anyone ran the conflict check on them.
 *
 * Field: dental practices, orthodontists and dental laboratories (appointment books, hygienist sessions,
 * treatment plans and estimates, NHS bands and private fees, lab work tickets for crowns and dentures,
 * recalls, emergency slots, sterilisation and equipment servicing, staff rota, patient payment plans).
 *
 * Styles: about half the messages are written the way practice and lab staff write: desk notes, lab
 * tickets, rota lines, dental shorthand (pts, NP, emerg, UR6/LL6, U+L, 6/12, NAD, s/n, Rx, bite reg),
 * emails with greetings and sign-offs, team chat, terse one-liners; the rest are plain sentences.
 *
 * Topics by shape:
 * - multi: hygiene session patients; crown ticket shade; NHS band charges; autoclave serial; emergency
 *   slot times; Invisalign payment plan; practice opening hours; new patient exam length; fixed brace
 *   treatment length; aligner count; associate's GDC number; retainer review agreeing.
 * - paraphrase: session times and date; crown due date; band charges date; service date; rota date;
 *   emergency slot; payment plan total and deposit; hygiene appointment length; occlusal registration;
 *   weekday hours; bitewings; brace adjustments and appliances; aligner changes; start date; implant
 *   estimate; emergency slot at quarter past two; six-month recall; chair service date and window; Good
 *   Friday closure; retainer review date and time; hygienist days reordered.
 * - close: hygiene patients 9/11; shade A2/A3; Band 3 £326.70/£362.70; autoclave serial 84/48; emergency
 *   slot 15:20/3.40pm; 12 payments of £250/10 of £300; Saturday 9-1/9-12; X-ray test due 2028/2027; exam
 *   40/45 minutes; treatment 18/24 months; aligners 22/26; lab invoice £1,842.60/£1,824.60; deposit
 *   £120/£210; hygiene fee £65/£68; referral ref 0612/0621; GDC 284517/284571; try-in a week apart;
 *   Bowie-Dick test daily/weekly; recall 6 or 12 months; booking host.
 * - negation: Saturday emergency session; IV sedation; new NHS adults for Dr Shah; website photo consent;
 *   Good Friday closure said twice.
 * - correction: recall interval; denture try-in moved; hygiene fee; deposit mistyped.
 * - shared-words: two patients called Patel; two branches' opening hours; two labs' turnaround; one
 *   patient's crown and veneer shades; two autoclaves' services; two Invisalign tiers.
 * - identifier: crown ticket shade; autoclave serial; referral reference; booking host; GDC number; crown
 *   and veneer on different teeth; autoclaves 1 and 2.
 * - list: Saturday rota; Hawley retainer lab box; weekly supplies order; hygienist days reordered.
 */
export const HELDOUT_CONFLICT_CASES_92: HeldOutConflictCase[] = [
  {
    name: "hygiene session: times and date paraphrased, patient count differs",
    branch: ["Hygiene list 8/7 – Kerry, Surgery 3, 8:30–1, 9 pts booked"],
    parent: ["Kerry's hygiene session on Tuesday 8 July is in Surgery 3 from 8.30am to 1pm with 11 patients booked."],
    conflicts: [["9 pts booked", "11 patients booked"]],
    paraphrases: [
      ["8:30–1", "8.30am to 1pm"],
      ["8/7", "8 July"],
    ],
    shapes: ["multi", "paraphrase", "close"],
  },
  {
    name: "crown lab ticket: tooth and due date agree, shade differs",
    branch: ["Lab ticket LT-40817 – PFM crown UR6, shade A2, back Thurs 12th"],
    parent: [
      "Hi Sandra,",
      "Re ticket LT-40817 (PFM crown, UR6): we have the shade as A3 on the Rx, due back to you Thursday 12 June.",
      "Kind regards, Dentcraft Lab",
    ],
    conflicts: [["shade A2", "shade as A3"]],
    paraphrases: [["Thurs 12th", "Thursday 12 June"]],
    shapes: ["multi", "identifier", "close", "paraphrase"],
  },
  {
    name: "NHS band charges: bands 1 and 2 agree, band 3 digits swapped",
    branch: ["From 1 April the NHS charges are Band 1 £27.40, Band 2 £75.30 and Band 3 £326.70."],
    parent: ["new band charges from 01/04 for the waiting room poster pls: B1 £27.40 / B2 £75.30 / B3 £362.70"],
    conflicts: [["Band 3 £326.70", "B3 £362.70"]],
    paraphrases: [["1 April", "01/04"]],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "Saturday emergency session on / off",
    branch: ["Dr Amin will see emergencies on Saturday morning, 9 till 12."],
    parent: ["Dr Amin is not doing the Saturday emergency session this week, Dr Grant's covering."],
    conflicts: [["will see emergencies on Saturday morning", "not doing the Saturday emergency session"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "recall interval corrected",
    branch: ["Mrs Hollis: exam done, put her on a 6-month recall please."],
    parent: ["Correction re Mrs Hollis – she's on a 12-month recall, not six, low caries risk (Dr Grant)."],
    conflicts: [["6-month recall", "12-month recall"]],
    paraphrases: [],
    shapes: ["correction", "close"],
  },
  {
    name: "autoclave service: date paraphrased, serial number transposed",
    branch: ["Decon room autoclave (Lisa 500, serial LS-0093184) is due its annual service on 15/09."],
    parent: ["W&H engineer booked for 15 Sept to service the Lisa steriliser, s/n LS-0093148 – Sandra"],
    conflicts: [["LS-0093184", "LS-0093148"]],
    paraphrases: [["15/09", "15 Sept"]],
    shapes: ["multi", "identifier", "close", "paraphrase"],
  },
  {
    name: "Saturday rota, one nurse different",
    branch: ["Sat 14th rota – Dr Osei, nurses Jodie & Maria, reception Leanne"],
    parent: ["Rota for Saturday 14th: Dr Osei on, nurses Maria and Priya, Leanne on the front desk."],
    conflicts: [["Jodie", "Priya"]],
    paraphrases: [["Sat 14th", "Saturday 14th"]],
    shapes: ["list", "paraphrase"],
  },
  {
    name: "emergency slots: morning slot in two clocks, afternoon slot differs",
    branch: ["Dr Grant's emergency slots today are 11:40 and 15:20."],
    parent: ["emerg slots w/ Grant today: 11.40am + 3.40pm, both still free"],
    conflicts: [["15:20", "3.40pm"]],
    paraphrases: [["11:40", "11.40am"]],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "Invisalign payment plan: total and deposit agree, instalments differ",
    branch: ["Ms Kowalski's Invisalign plan: £3,600 total, £600 deposit, then 12 monthly payments of £250."],
    parent: ["Kowalski Invisalign – 3.6k, deposit 600, balance over 10 months at £300/m"],
    conflicts: [
      ["12 monthly payments", "over 10 months"],
      ["£250", "£300/m"],
    ],
    paraphrases: [
      ["£3,600 total", "3.6k"],
      ["£600 deposit", "deposit 600"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "denture try-in moved a week",
    branch: ["Full upper denture for Mr Byrne: try-in Wed 9 July, lab ticket 7731."],
    parent: [
      "Sorry all – Mr Byrne's upper denture try-in has moved to Wed 16 July, the lab's running behind. Ticket 7731 unchanged.",
    ],
    conflicts: [["Wed 9 July", "Wed 16 July"]],
    paraphrases: [],
    shapes: ["correction", "close"],
  },
  {
    name: "orthodontic referral reference, last digits swapped",
    branch: ["Referral for Ellie Marsh sent to Dr Young at Riverside Orthodontics, ref RO-25-0612."],
    parent: ["Riverside Ortho have acknowledged Ellie Marsh's referral, their ref RO-25-0621, wait approx 9 months."],
    conflicts: [["RO-25-0612", "RO-25-0621"]],
    paraphrases: [],
    shapes: ["identifier", "close"],
  },
  {
    name: "wisdom teeth under IV sedation or local only",
    branch: ["Mr Doyle is having IV sedation for his wisdom teeth extractions on Friday."],
    parent: ["No sedation for Mr Doyle on Friday – he's decided on local anaesthetic only."],
    conflicts: [["is having IV sedation", "No sedation for Mr Doyle"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "private hygiene fee corrected",
    branch: ["A private hygiene appointment is £65 for 30 minutes."],
    parent: ["Hygiene price correction: it's £68 per half hour since January, website's out of date."],
    conflicts: [["£65", "£68"]],
    paraphrases: [["30 minutes", "per half hour"]],
    shapes: ["correction", "close", "paraphrase"],
  },
  {
    name: "Hawley retainer lab box, one item different",
    branch: [
      "Hawley retainer for Maya Chen – send upper and lower impressions, occlusal registration and photos to the lab.",
    ],
    parent: ["Maya Chen Hawley box packed for lab: lower imp, bite reg, upper imp, Rx form"],
    conflicts: [["photos", "Rx form"]],
    paraphrases: [["occlusal registration", "bite reg"]],
    shapes: ["list", "paraphrase"],
  },
  {
    name: "opening hours email: weekdays paraphrased, Saturday close differs",
    branch: [
      "Dear all,",
      "From Monday the practice will open 8am–6pm Mon–Fri and 9am–1pm on Saturdays.",
      "Kind regards, Sandra (Practice Manager)",
    ],
    parent: ["New opening hours from Mon: weekdays 08:00–18:00, Sat 9–12. Poster going up today."],
    conflicts: [["9am–1pm on Saturdays", "Sat 9–12"]],
    paraphrases: [
      ["8am–6pm", "08:00–18:00"],
      ["Mon–Fri", "weekdays"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "X-ray set's next routine test, a year apart",
    branch: ["Surgery 2's intraoral X-ray passed its three-yearly test last week, next one due March 2028."],
    parent: ["RPA report back – Surg 2 x-ray all fine, next routine test due Mar 2027"],
    conflicts: [["March 2028", "Mar 2027"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "new patient exam: fee agrees, length differs",
    branch: ["New patient exam with Dr Hughes: £55, 40 minutes, includes 2 bitewings."],
    parent: ["NP exam w/ Dr Hughes = 45 mins, £55, incl. two bitewing x-rays"],
    conflicts: [["40 minutes", "45 mins"]],
    paraphrases: [["2 bitewings", "two bitewing x-rays"]],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "fixed braces: adjustments paraphrased, treatment length differs",
    branch: ["Jack Turner: upper and lower fixed braces, adjustments every 6 weeks, estimated 18 months of treatment."],
    parent: ["Jack T – fixed appliances U+L, 6-weekly adjustments, est. 24 months, NHS (IOTN 4)"],
    conflicts: [["18 months", "24 months"]],
    paraphrases: [
      ["every 6 weeks", "6-weekly"],
      ["upper and lower fixed braces", "fixed appliances U+L"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "online booking host",
    branch: ["Online booking is at book.brooksidedental.co.uk, put that on the recall letters."],
    parent: [
      "The online booking link is bookings.brooksidedental.co.uk – please use that on recall letters and texts.",
    ],
    conflicts: [["book.brooksidedental.co.uk", "bookings.brooksidedental.co.uk"]],
    paraphrases: [],
    shapes: ["identifier", "close"],
  },
  {
    name: "new NHS adults for Dr Shah, yes or no",
    branch: ["Good news, Dr Shah is taking on new NHS adult patients from September."],
    parent: ["To be clear, we are not taking new NHS adults for Dr Shah, her list is full – private only."],
    conflicts: [["Dr Shah is taking on new NHS adult patients", "not taking new NHS adults for Dr Shah"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "Bowie-Dick test daily or weekly",
    branch: ["Run the Bowie-Dick test on the vacuum autoclave daily, first cycle of the morning."],
    parent: ["Decon SOP v4: helix/Bowie-Dick test on the vac autoclave once a week, Monday first thing."],
    conflicts: [["test on the vacuum autoclave daily", "once a week"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "bridge deposit mistyped",
    branch: ["Mrs Adeyemi paid a £120 deposit for her bridge today, by card."],
    parent: ["Update on Adeyemi: her bridge deposit was £210, I mistyped it in the day book earlier."],
    conflicts: [["£120 deposit", "£210"]],
    paraphrases: [],
    shapes: ["correction", "close"],
  },
  {
    name: "aligner count: changes paraphrased, number differs",
    branch: ["Sophie Lam's ClinCheck is approved: 22 aligners, change every 7 days."],
    parent: ["ClinCheck for Sophie Lam signed off – 26 aligners, weekly changes, attachments on 4 teeth."],
    conflicts: [["22 aligners", "26 aligners"]],
    paraphrases: [["change every 7 days", "weekly changes"]],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "weekly supplies order, one item different",
    branch: ["Weekly order to Henry Schein: nitrile gloves (M), saliva ejectors, 3-in-1 tips, prophy paste."],
    parent: ["Order placed this morning: prophy paste, saliva ejectors, bib chains, nitrile gloves (M). Lucy"],
    conflicts: [["3-in-1 tips", "bib chains"]],
    paraphrases: [],
    shapes: ["list"],
  },
  {
    name: "associate's GDC number transposed, start date agrees",
    branch: ["New associate Dr Lena Fischer, GDC no. 284517, starts 1 Sept."],
    parent: ["Dr Fischer's GDC number is 284571 and she starts on the first of September."],
    conflicts: [["284517", "284571"]],
    paraphrases: [["1 Sept", "the first of September"]],
    shapes: ["multi", "identifier", "close", "paraphrase"],
  },
  {
    name: "website photo consent yes or no",
    branch: ["Lily Ahmed – start photos taken. Website before/after consent: Y (mum signed)."],
    parent: ["Please note Lily Ahmed's mum did NOT consent to website photos – clinical records only."],
    conflicts: [["Website before/after consent: Y", "did NOT consent to website photos"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "lab invoice total, digits swapped",
    branch: ["Dentcraft's June invoice came to £1,842.60, paid by BACS on the 30th."],
    parent: ["Dentcraft June invoice total £1,824.60, 14 items – Lucy"],
    conflicts: [["£1,842.60", "£1,824.60"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "implant estimate in figures and in k",
    branch: ["Mr Whitfield's private estimate for the LL6 implant, crown included, is £2,450."],
    parent: ["Whitfield – LL6 implant + crown, est. £2.45k, signed estimate scanned in"],
    conflicts: [],
    paraphrases: [["£2,450", "£2.45k"]],
    shapes: ["paraphrase"],
  },
  {
    name: "emergency slot at quarter past two",
    branch: ["Can you squeeze Mr Evans into the emergency slot at quarter past two? Lost filling LR5."],
    parent: ["Evans – LR5 lost filling – booked 14:15 emerg slot ✔"],
    conflicts: [],
    paraphrases: [["quarter past two", "14:15"]],
    shapes: ["paraphrase"],
  },
  {
    name: "six-month recall in shorthand",
    branch: ["Check-up done for Amelia Brooks, nothing needed, recall in six months."],
    parent: ["A. Brooks – exam NAD, 6/12 recall"],
    conflicts: [],
    paraphrases: [["recall in six months", "6/12 recall"]],
    shapes: ["paraphrase"],
  },
  {
    name: "chair service date and window written two ways",
    branch: ["The engineer is coming to service the dental chairs on 7 March, sometime between 2 and 4pm."],
    parent: ["Chair service – Fri 7 Mar, 14:00–16:00 window, Henry Schein engineer"],
    conflicts: [],
    paraphrases: [
      ["7 March", "Fri 7 Mar"],
      ["between 2 and 4pm", "14:00–16:00"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "Good Friday closure said twice",
    branch: ["We won't be open on Good Friday, 18 April – emergencies to NHS 111."],
    parent: ["NB practice closed Fri 18/04 (Good Friday), answerphone message updated"],
    conflicts: [],
    paraphrases: [
      ["won't be open", "closed"],
      ["18 April", "18/04"],
    ],
    shapes: ["negation", "paraphrase"],
  },
  {
    name: "retainer review date and time written two ways",
    branch: ["Retainer check for Noah Fraser: Thu 2 Oct at 4.15pm with Dr Young, bring both retainers."],
    parent: ["N Fraser retainer review – 02/10, 16:15, Dr Young"],
    conflicts: [],
    paraphrases: [
      ["Thu 2 Oct", "02/10"],
      ["4.15pm", "16:15"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "hygienist days reordered",
    branch: ["Bethan does hygiene Mon, Wed and Thu."],
    parent: ["Bethan's hygiene days are Thursdays, Mondays and Wednesdays."],
    conflicts: [],
    paraphrases: [["Mon, Wed and Thu", "Thursdays, Mondays and Wednesdays"]],
    shapes: ["list", "paraphrase"],
  },
  {
    name: "two patients called Patel",
    branch: ["Mr Raj Patel's crown prep is Monday at 10:20 with Dr Grant."],
    parent: [
      "Mrs Anita Patel (different patient, no relation) is in for a scale and polish with Kerry on Monday at 11:00.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "two branches' opening hours",
    branch: ["Our Kingsway surgery opens 8am to 5pm on weekdays."],
    parent: ["Elm Road branch: Mon–Thu 8.30–7, Fri 8.30–1."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "two labs' turnaround",
    branch: ["Castle Dental Lab needs 5 working days per denture stage."],
    parent: ["Northgate Ceramics quote 7 working days for e.max crowns."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "one patient's crown and veneer on different teeth",
    branch: ["Mrs Okoro's crown on UR1 is shade A1."],
    parent: ["Mrs Okoro's UL2 veneer (separate ticket) is shade B1."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words", "identifier"],
  },
  {
    name: "two autoclaves' services",
    branch: ["Autoclave 1 in the decon room was serviced on 4 March."],
    parent: ["Autoclave 2 (Surgery 4) is booked in for its service on 18 March."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words", "identifier"],
  },
  {
    name: "two Invisalign tiers",
    branch: ["Invisalign Lite at our practice is £2,950 including retainers."],
    parent: ["Invisalign Comprehensive is £4,200, retainers included, 0% finance available."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
