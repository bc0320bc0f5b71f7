import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 29 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case, 40 in all):
 *   close: ski trip deposit, mock chemistry exam date, school bus stop time, maths tutoring,
 *     school learning-platform upgrade, chemistry practical prep, driving lessons (motorway),
 *     university graduation venue.
 *   close, few shared words: homework club (negation), university module registration (identifier),
 *     nursery waiting list, junior chess tournament.
 *   multi: Year 11 prom, university open day, Spanish evening course, electrical apprenticeship,
 *     PTA summer fair, library summer reading challenge.
 *   correction: school photo day, German exchange visit, school play tickets, dissertation deadline.
 *   paraphrase: school dinners, IELTS result, violin lessons, scholarship bursary, school garden,
 *     coding bootcamp, paediatric first aid course, English set-text order, school inspection,
 *     student halls rent, debate final, cross-country race.
 *   shared-words: parents' evening, bake sale fundraising, sixth-form printing allowance,
 *     sixth-form college applications, yearbook printing, robotics club campuses.
 *
 * Counts by shape (a case may carry more than one):
 *   close 12, identifier 1, negation 1, multi 6, correction 4, paraphrase 12, shared-words 6, list 0.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_29: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close
  {
    name: "h29 ski trip deposit",
    branch: [
      "Drafting the letter home about the Year 9 ski trip now — anything I should add?",
      "The deposit for the ski trip is £180 per child, and it has to come back with the signed consent form.",
      "I'll also remind them about the passport check.",
    ],
    parent: [
      "Did the travel company ever get back to us?",
      "They did. To hold a place on the Alps trip, families pay £150 up front and the balance by the end of January.",
      "Perfect, thanks.",
    ],
    conflicts: [["£180 per child", "£150 up front"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h29 mock chemistry paper date",
    branch: [
      "I've pinned the mock exam timetable up in the staffroom.",
      "Chemistry paper 2 is on Tuesday 14 May, in the morning session.",
      "Shout if your class has a clash.",
    ],
    parent: [
      "A student asked me when the science mocks are — can you check?",
      "According to the exams office, the second chemistry paper sits on Thursday 16 May, first thing.",
      "Cheers, I'll tell her.",
    ],
    conflicts: [["Tuesday 14 May", "Thursday 16 May"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h29 church corner bus pickup",
    branch: [
      "The school bus will swing by the church corner at 7:35 each morning from next week.",
      "Make sure Leo has his pass.",
    ],
    parent: [
      "Any news about the yellow coach?",
      "Yes — from Monday it pulls up outside St Mary's chapel at 7:50, per the council transport office.",
      "OK, that gives us a bit more time for breakfast.",
    ],
    conflicts: [["at 7:35", "at 7:50"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h29 maths tutor session count",
    branch: [
      "How many sessions did Amira's maths tutor suggest?",
      "She recommends twelve sessions before the GCSEs, ideally one a week.",
      "That's a lot, but fine.",
    ],
    parent: [
      "Booked the tutoring for Amira.",
      "The tutor thinks she needs about eight lessons ahead of her exams, so I've paid for a block.",
      "Thursdays after school suit everyone.",
    ],
    conflicts: [["twelve sessions", "eight lessons"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h29 moodle upgrade version",
    branch: [
      "IT just confirmed the school Moodle gets upgraded to version 4.3 over half-term.",
      "So no quizzes due that week, please.",
    ],
    parent: [
      "Reminder for all staff: the learning platform moves to Moodle 4.1 during the half-term break, so expect some downtime.",
      "Will our course pages survive?",
      "They should, but export your gradebooks to be safe.",
    ],
    conflicts: [["version 4.3", "Moodle 4.1"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h29 rates practical acid volume",
    branch: [
      "For Thursday's rates of reaction practical, each group needs 250 ml of dilute hydrochloric acid.",
      "I'll do the risk assessment tonight.",
    ],
    parent: [
      "Lab tech here — I'm setting out 200 ml of HCl per bench group for the rates practical.",
      "Goggles are in the blue crate.",
      "Thanks, you're a star.",
    ],
    conflicts: [["250 ml", "200 ml"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h29 motorway lesson instructor",
    branch: [
      "Sam's first motorway lesson is sorted.",
      "His instructor for that one will be Gary Pell, who does all their dual-carriageway work.",
    ],
    parent: [
      "Driving school emailed back.",
      "Dave Morton is taking Sam out on the M4 session next week.",
      "Does he need his provisional licence with him?",
      "Always, yes.",
    ],
    conflicts: [["Gary Pell", "Dave Morton"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h29 graduation ceremony venue",
    branch: [
      "Graduation photos are booked.",
      "The ceremony will be held in the Corn Exchange, with gowns collected an hour before.",
    ],
    parent: [
      "Graduates should assemble at the Guildhall on the day; the ceremony itself begins there at 2pm.",
      "Do guests need tickets?",
      "Two each, emailed out next week.",
    ],
    conflicts: [["the Corn Exchange", "the Guildhall"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ------------------------------------------------- close, few shared words
  {
    name: "h29 homework club this week",
    branch: [
      "Is it worth bringing Maya back for homework club?",
      "Yes, homework club is on this Wednesday as normal in room 4.",
    ],
    parent: [
      "Just a note from reception: no homework club this week because Ms Patel is away on a course.",
      "Ah, thanks for letting me know.",
    ],
    conflicts: [["on this Wednesday as normal", "no homework club this week"]],
    paraphrases: [],
    shapes: ["close", "negation"],
  },
  {
    name: "h29 stats module code",
    branch: [
      "Register for the second-year stats module, code STA2041, before Friday.",
      "The portal's been slow today so don't leave it late.",
    ],
    parent: [
      "How do I find the statistics unit on the enrolment page?",
      "Search for course number STA2014 — it's listed under the maths school.",
      "Got it, thanks.",
    ],
    conflicts: [["STA2041", "STA2014"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h29 little acorns waiting list",
    branch: ["The waiting list at Little Acorns has 23 names on it right now.", "We should put Ollie down anyway."],
    parent: [
      "Rang the nursery this morning.",
      "Mrs Kerr says twenty-eight families are queued for a September place there.",
      "Crikey.",
    ],
    conflicts: [["23 names", "twenty-eight families"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h29 junior chess entry fee",
    branch: ["Entry for the junior chess open costs $15, payable online.", "Bring a clock if you have one."],
    parent: [
      "Kids pay twenty dollars to play in Saturday's youth chess tournament at the rec centre.",
      "Is lunch included?",
      "No, pack something.",
    ],
    conflicts: [["$15", "twenty dollars"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- multi
  {
    name: "h29 year 11 prom details",
    branch: [
      "Prom committee update!",
      "The Year 11 prom is on Friday 27 June at the Riverside Hotel, doors open at 7:15, tickets are £35 each (three-course dinner included) and we've sold 140 so far.",
    ],
    parent: [
      "Any prom news?",
      "Yep — it's Friday the 27th of June at the Riverside Hotel, doors at 7:45, £35 a ticket with dinner, and 140 sold as of this morning.",
      "I need to find a dress!",
    ],
    conflicts: [["at 7:15", "at 7:45"]],
    paraphrases: [["Friday 27 June", "Friday the 27th of June"]],
    shapes: ["multi"],
  },
  {
    name: "h29 durham open day plan",
    branch: [
      "Are you taking Priya to the Durham open day?",
      "Yes — it's on Saturday 12 October, registration opens at 9:30am, there are three subject talks in the morning, and parking on campus is £5 for the day.",
    ],
    parent: [
      "Durham open day plan: Saturday 12/10, we need to register from 09:30, Priya wants to catch all four subject talks, and parking's a fiver.",
      "Should we book a hotel?",
      "Probably not, it's only two hours' drive.",
    ],
    conflicts: [["three subject talks", "four subject talks"]],
    paraphrases: [
      ["Saturday 12 October", "Saturday 12/10"],
      ["9:30am", "09:30"],
      ["£5", "a fiver"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h29 spanish evening course",
    branch: [
      "I've signed up for the Spanish B1 evening course at the adult college — 10 weeks starting Monday 3 February, 6:30–8pm, and it costs €240 including the workbook.",
      "Want to join me?",
    ],
    parent: [
      "Thinking of doing Spanish again.",
      "The B1 evening class is a ten-week course, first class Monday 3 February, runs 18:30 to 20:00, fee €260 with the workbook.",
      "Sounds good, I'm in.",
    ],
    conflicts: [["€240", "€260"]],
    paraphrases: [
      ["10 weeks", "ten-week"],
      ["6:30–8pm", "18:30 to 20:00"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h29 electrical apprenticeship terms",
    branch: [
      "Good news — Callum got the electrical apprenticeship with Harper & Sons!",
      "It starts on 1 September, lasts 4 years, pays £7.55 an hour to begin with, and he's at college every Wednesday.",
      "Brilliant, well done him.",
    ],
    parent: [
      "Callum's apprenticeship letter arrived: start date September 1st, a four-year programme, £7.55 an hour in year one, with his college day on Thursdays.",
      "Does he need to buy his own tools?",
      "Just a basic kit, they supply the rest.",
    ],
    conflicts: [["every Wednesday", "on Thursdays"]],
    paraphrases: [
      ["1 September", "September 1st"],
      ["4 years", "four-year"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h29 pta summer fair",
    branch: [
      "PTA meeting notes: the summer fair is on Saturday 21 June, 11am–3pm on the top field; we've got 30 stalls signed up and we're aiming to raise £4,000 for the new playground.",
      "Can someone chase the raffle prizes?",
    ],
    parent: [
      "Quick recap for those who missed the PTA meeting.",
      "Summer fair: Saturday the 21st of June, 11 till 3, top field, 30 stalls, fundraising target £5,000 (all for the playground).",
      "I'll do the tombola again.",
    ],
    conflicts: [["£4,000", "£5,000"]],
    paraphrases: [
      ["Saturday 21 June", "Saturday the 21st of June"],
      ["11am–3pm", "11 till 3"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h29 summer reading challenge",
    branch: [
      "The library's summer reading challenge is back: children read 6 books between 5 July and 31 August, and the medal ceremony is on 6 September at 10am in the children's section.",
      "Signed both kids up already.",
    ],
    parent: [
      "Is the reading challenge running this year?",
      "Yes — six books, 5 July to 31 August, then medals handed out on 13 September at 10am in the kids' corner.",
      "Great, Rosie will love it.",
    ],
    conflicts: [["6 September", "13 September"]],
    paraphrases: [["6 books", "six books"]],
    shapes: ["multi"],
  },

  // ----------------------------------------------------------- correction
  {
    name: "h29 school photo day moved",
    branch: [
      "School photo day is Wednesday 9 October, according to the newsletter.",
      "Sorry, I misread the letter — photos are actually Thursday 10 October, straight after assembly.",
    ],
    parent: [
      "The photographer is coming in on Wednesday 9 October, so full uniform and brushed hair please!",
      "Sibling photos too?",
      "Yes, before registration.",
    ],
    conflicts: [["Thursday 10 October", "Wednesday 9 October"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h29 german exchange arrival",
    branch: [
      "The German exchange group flies in on 14 April.",
      "Host families, please check your inbox for the allocation list.",
      "Update: the school in Bremen has moved it to 16 April because of the airport strike.",
    ],
    parent: [
      "Host family briefing is tonight at 7 in the hall.",
      "Reminder that our German visitors arrive on 14 April, so spare rooms ready by then please.",
    ],
    conflicts: [["16 April", "14 April"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h29 school play adult tickets",
    branch: [
      "Are we going to the school play?",
      "Definitely. Tickets are £6 for adults, and Jess is the narrator so we can't miss it.",
    ],
    parent: [
      "Play tickets are on sale: £6 adults, £3 children, from the school office.",
      "Correction from the office — adult tickets have gone up to £7 this year; children's stay the same.",
      "Still a bargain.",
    ],
    conflicts: [["£6 for adults", "up to £7"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h29 dissertation deadline extended",
    branch: [
      "Final-year dissertation deadline is 2 May at noon, submitted through Turnitin.",
      "Has anyone started their lit review?",
    ],
    parent: [
      "When's the dissertation due again?",
      "2 May, noon, on Turnitin.",
      "Actually, the department extended it — it's now 9 May, same time.",
      "Phew.",
    ],
    conflicts: [["2 May at noon", "now 9 May"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // ----------------------------------------------------------- paraphrase
  {
    name: "h29 school dinners price",
    branch: ["Did you see the letter about school dinners?", "Yeah, a hot lunch will be £2.60 a day from September."],
    parent: [
      "Catering update: from the autumn term, meals cost 260p per day.",
      "Still cheaper than a packed lunch, honestly.",
    ],
    conflicts: [],
    paraphrases: [["£2.60 a day", "260p per day"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h29 ielts overall band",
    branch: ["Marta's IELTS results came through.", "She got 7.5 overall, which clears the university's requirement."],
    parent: [
      "How did Marta do in her English test?",
      "Seven and a half overall — and nothing below 6.5 in any section.",
      "She'll be relieved.",
    ],
    conflicts: [],
    paraphrases: [["7.5 overall", "Seven and a half overall"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h29 violin lesson slot",
    branch: [
      "Violin lessons are 30 minutes on Tuesdays, starting at 4:15pm.",
      "Bring the rosin, she keeps forgetting it.",
    ],
    parent: [
      "Mr Adeyemi confirmed half-hour slots each Tuesday from 16:15.",
      "Does he teach grade exams too?",
      "Yes, up to grade 5.",
    ],
    conflicts: [],
    paraphrases: [
      ["30 minutes", "half-hour"],
      ["4:15pm", "16:15"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h29 bursary award amount",
    branch: ["Ella got the bursary!", "It's £5k a year for three years, paid each October."],
    parent: ["Scholarship office letter: award of £5,000 per annum, for 3 years, paid in October.", "Amazing news."],
    conflicts: [],
    paraphrases: [
      ["£5k a year", "£5,000 per annum"],
      ["three years", "3 years"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h29 raised beds topsoil",
    branch: [
      "For the raised beds by the Year 2 classroom we need 2 cubic metres of topsoil.",
      "Could the builders' merchant deliver on a Saturday?",
    ],
    parent: [
      "Eco club order: 2m³ of topsoil and 40 kg of compost for the new beds.",
      "I'll ask about weekend delivery.",
    ],
    conflicts: [],
    paraphrases: [["2 cubic metres", "2m³"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h29 bootcamp cohort start",
    branch: ["The web dev bootcamp starts on 6 January 2025.", "It's full-time, 9 to 5."],
    parent: [
      "Bootcamp confirmation email: cohort begins 2025-01-06, daily 09:00–17:00.",
      "Are you quitting your job for it?",
      "Taking a sabbatical.",
    ],
    conflicts: [],
    paraphrases: [
      ["6 January 2025", "2025-01-06"],
      ["9 to 5", "09:00–17:00"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h29 paediatric first aid length",
    branch: [
      "The paediatric first aid course is eight hours over one Saturday, £95 each.",
      "Certificate lasts three years.",
    ],
    parent: [
      "Booked us both on the first aid training: 8 hrs, single Saturday, £95 per person.",
      "Do we need to bring lunch?",
    ],
    conflicts: [],
    paraphrases: [["eight hours", "8 hrs"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h29 set text copies",
    branch: [
      "For the new GCSE English set text we'll need 120 copies before September.",
      "Can we get the publisher discount?",
    ],
    parent: [
      "Head of English request: a hundred and twenty copies of the set text, delivered by September.",
      "I'll raise the purchase order tomorrow.",
    ],
    conflicts: [],
    paraphrases: [["120 copies", "a hundred and twenty copies"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h29 inspection team arrival",
    branch: ["Heads-up: the inspectors arrive at 8am on 19 March.", "Please have your planning folders on your desks."],
    parent: [
      "Email from the head — the inspection team will be on site from eight o'clock on the 19th of March.",
      "Staff briefing the day before at 3:30.",
    ],
    conflicts: [],
    paraphrases: [
      ["8am", "eight o'clock"],
      ["19 March", "the 19th of March"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h29 halls room rent",
    branch: ["Found a room in halls for Jake: £540 per month on a 51-week contract.", "Bills included, which is nice."],
    parent: [
      "Jake's accommodation: £540 pcm, contract runs 51 weeks, all bills in.",
      "Is there a deposit?",
      "£250, refundable.",
    ],
    conflicts: [],
    paraphrases: [
      ["£540 per month", "£540 pcm"],
      ["51-week", "51 weeks"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h29 regional debate final time",
    branch: ["The regional debate final is at 2:30pm in the council chamber.", "Our team is proposing."],
    parent: [
      "Debate final kicks off at half past two, council chamber — come and cheer!",
      "Who are they up against?",
      "St Clement's.",
    ],
    conflicts: [],
    paraphrases: [["2:30pm", "half past two"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h29 cross-country course length",
    branch: [
      "The county schools' cross-country course for the under-13 girls is 3 km this year.",
      "Spikes are allowed, apparently.",
    ],
    parent: [
      "Under-13 girls run three kilometres at the county cross-country on Saturday, start time 10:40.",
      "Hope it's not muddy.",
    ],
    conflicts: [],
    paraphrases: [["3 km", "three kilometres"]],
    shapes: ["paraphrase"],
  },

  // --------------------------------------------------------- shared-words
  {
    name: "h29 parents evening two teachers",
    branch: ["Mr Hale is seeing parents from 4pm to 6pm on parents' evening.", "I've booked us the 4:20 slot."],
    parent: ["Ms Dunn is seeing parents from 5pm to 7pm on parents' evening.", "We're down for 6:40 with her."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h29 bake sale target vs raised",
    branch: ["The Year 5 bake sale target is £800 for the class trip fund.", "We'll need lots of cupcakes."],
    parent: [
      "Update: the Year 5 bake sale has raised £612 so far for the class trip fund.",
      "Another table on Friday should get us over the line.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h29 printing allowance vs used",
    branch: ["Every sixth-former gets a printing allowance of 200 pages per term.", "Colour counts double."],
    parent: ["Ana has used 85 pages of her printing allowance this term.", "Mostly history coursework."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h29 college applications two years",
    branch: ["Applications to the sixth-form college for 2023 entry were 1,240.", "That was a record at the time."],
    parent: [
      "Applications to the sixth-form college for 2024 entry were 1,410.",
      "Mostly driven by the new engineering course.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h29 yearbook unit price vs bill",
    branch: ["Each yearbook costs £18, paid through ParentPay.", "Order deadline is the end of term."],
    parent: [
      "The printer's bill for the yearbook comes to £2,700 for 150 copies.",
      "The PTA will cover any shortfall.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h29 robotics club two campuses",
    branch: [
      "The robotics club at the north campus meets on Tuesdays at 4.",
      "They're building a line-following robot this term.",
    ],
    parent: ["The robotics club at the south campus meets on Thursdays at 4.", "Sign-up is via the school app."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
