import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 50 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case, 40 in all):
 *   close: nursery fees, university open day, parents' evening slot, science fair team size,
 *     homework app update, food technology ingredients, school play director, Easter revision venue;
 *   multi: GCSE mock timetable, uniform order, piano grade exam, student maintenance loan,
 *     maths tutoring schedule, school photographs;
 *   correction: Reception induction, INSET day, sixth form applications, breakfast club price;
 *   few shared words: flu nasal vaccine (negation), exam candidate number (identifier),
 *     secondary admissions appeal, graduation guest tickets;
 *   paraphrase: school dinner price, Year 6 SATs, coding club, phonics workshop, A-level results day,
 *     UCAS personal statement, Chromebook loan scheme, exam access arrangements, holiday club,
 *     Ofsted parent survey, dissertation deadline, World Book Day;
 *   shared-words: science revision guides, spelling test scores, sixth form printing allowance,
 *     reading challenge, information evenings, school council election.
 *
 * Counts by shape (a case may carry more than one):
 *   close 12, identifier 1, negation 1, multi 6, correction 4, paraphrase 12, shared-words 6, list 0.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_50: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close (8)
  {
    name: "h50 nursery fees four-day week",
    branch: [
      "Dear Ms Okafor, I'm pleased to confirm Ezra's place in the Hedgehogs room from 1 September.",
      "For four full days a week, your monthly invoice comes to £1,186, collected by direct debit on the first working day of each month.",
      "Lovely, thank you. Could you send the direct debit form over when you get a chance?",
    ],
    parent: [
      "Hedgehogs room news: we have six new starters joining us in September and we can't wait to meet them all!",
      "A reminder for families: a four-day week in Hedgehogs is billed at £1,168 per month, and that covers meals, snacks and nappies.",
      "Please tell the office about any allergies before your child's first settling-in session.",
    ],
    conflicts: [["comes to £1,186", "£1,168 per month"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h50 leeds open day date",
    branch: [
      "Has anyone been to Leeds with their teenager yet?",
      "Maya's desperate to see the chemistry labs, so I've registered us for the open day on Saturday 14 June.",
      "Her nan lives nearby so we'll make a weekend of it.",
    ],
    parent: [
      "Just had a look on the Leeds website for Josh.",
      "The next chance for prospective undergraduates to tour the campus, labs and halls there is Saturday 18 October, and booking opens in a fortnight.",
      "Bring snacks, apparently the queues for the halls tours are long.",
    ],
    conflicts: [["Saturday 14 June", "Saturday 18 October"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h50 geography parents evening slot",
    branch: [
      "Dear Mrs Brennan, thank you for booking to see me about Callum's progress in Geography.",
      "Your appointment is at 5:45pm this Thursday; I'll be in room T12 at the end of the humanities corridor.",
      "Thank you, Mr Haldane, we'll be there. Is there anything we should bring?",
    ],
    parent: [
      "SchoolCloud booking summary for Callum Brennan (Year 8):",
      "Mr Haldane, Geography — 6:00pm, Thursday, Room T12 (10 minutes).",
      "Ms Iqbal, English — 6:20pm, Thursday, Room E3 (10 minutes).",
    ],
    conflicts: [["at 5:45pm", "Geography — 6:00pm"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h50 science fair team size",
    branch: [
      "SCIENCE FAIR: entries are now open for Years 7 to 9.",
      "Projects may be done alone or in a team of no more than three pupils, and each entry needs a poster plus a working model or experiment.",
      "Entry forms go to Dr Osei in the science office.",
    ],
    parent: [
      "Is anyone's kid doing the science fair?",
      "Zara says Dr Osei told them groups can be as big as six, so half her tutor group are teaming up on a volcano 😂",
      "Ha, Ben's doing one on which paper towel soaks up the most water",
    ],
    conflicts: [["no more than three pupils", "as big as six"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h50 homework app logout fix",
    branch: [
      "Dear parents, several of you have reported that the homework app keeps logging you out after a few minutes.",
      "The fix is in version 6.4 of the app, so please update it from your app store before trying again.",
    ],
    parent: [
      "Hi Mr Collins, I was having the same trouble with Jamie's account all week.",
      "Our IT technician told me the release that sorts it is 6.3, so I installed that last night and it's been fine since.",
    ],
    conflicts: [["version 6.4", "sorts it is 6.3"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h50 food tech scone flour",
    branch: [
      "Dear Year 8 parents, next week's food technology practical is scones.",
      "Please send your child in with 250g of self-raising flour in a labelled container; we'll provide the butter, milk and sugar.",
    ],
    parent: [
      "Ingredients list for the scone lesson, copied from the class page:",
      "1kg self-raising flour, plus a named tub to take the scones home in - everything else supplied by school.",
      "That seems like a lot of flour for one batch?",
    ],
    conflicts: [["250g of self-raising flour", "1kg self-raising flour"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h50 bugsy malone director",
    branch: [
      "Rehearsals for this year's production of Bugsy Malone start after half term.",
      "The show is being directed by Mrs Penhaligon, and cast lists will go up on the drama noticeboard on Friday.",
    ],
    parent: [
      "Evie got a part in Bugsy!! She's Tallulah 🎉",
      "Amazing! Who's in charge of it this year?",
      "Mr Strachan is running the whole thing, Evie says he's lovely but strict about learning lines",
    ],
    conflicts: [["Mrs Penhaligon", "Mr Strachan"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h50 easter maths revision venue",
    branch: [
      "Year 11 Easter revision: maths sessions will run on the Tuesday and Wednesday of the first week of the holidays, 10am to 12pm.",
      "They'll be held in the Lower Hall, so students should come in via the side gate.",
    ],
    parent: [
      "Hi Ms Fielding, Aisha would like to come to the maths revision over Easter.",
      "She says Mr Doyle told her class the sessions are in the Upper Hall. Does she need to sign in anywhere first?",
    ],
    conflicts: [["the Lower Hall", "the Upper Hall"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- multi (6)
  {
    name: "h50 gcse mock timetable",
    branch: [
      "YEAR 11 MOCK EXAMINATIONS",
      "Mocks begin on Monday 2 December with English Literature Paper 1 at 9:00am in the Main Hall (1 hour 45 minutes), and the final paper is Chemistry on Friday 13 December.",
      "Students must bring a clear pencil case and black pens.",
    ],
    parent: [
      "Has anyone got the mock timetable? Kai's lost his copy already 🙄",
      "Start Mon 2nd Dec, first one's Eng Lit at 9am, 1h45, and they finish with Chemistry on Thursday 12 Dec",
      "Thank you!! Pinned it to the fridge",
    ],
    conflicts: [["Friday 13 December", "Thursday 12 Dec"]],
    paraphrases: [
      ["Monday 2 December", "Mon 2nd Dec"],
      ["9:00am", "9am"],
      ["1 hour 45 minutes", "1h45"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h50 year 7 uniform order",
    branch: [
      "Dear Mr Nowak, thank you for your Year 7 uniform order.",
      "Your order (2 blazers at £38.50 each, 3 polo shirts and 1 V-neck jumper) will be ready to collect from main reception on Wednesday 27 August, any time between 9am and 3pm.",
    ],
    parent: [
      "Hi, thanks for the confirmation email.",
      "Just checking before I come in: it's two blazers at £38.50, five polos and the one jumper, and I'll pick them up on 27 August.",
      "Also, do you sell the house ties separately?",
    ],
    conflicts: [["3 polo shirts", "five polos"]],
    paraphrases: [
      ["2 blazers", "two blazers"],
      ["1 V-neck jumper", "the one jumper"],
      ["Wednesday 27 August", "27 August"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h50 grade 5 piano exam",
    branch: [
      "Hi Mrs Duarte, Lily's exam details have come through.",
      "Her Grade 5 piano exam is on Tuesday 11 March at 2:20pm at the Cheltenham centre; please arrive 15 minutes early so she can warm up, and the £64 entry fee has already been paid.",
    ],
    parent: [
      "Thanks Ms Arnott! Lily's nervous but excited.",
      "Just to double check what I've put on the calendar: Grade 5 piano, Tues 11/03, 14:20, Gloucester centre, fee £64 paid.",
    ],
    conflicts: [["the Cheltenham centre", "Gloucester centre"]],
    paraphrases: [
      ["Tuesday 11 March", "Tues 11/03"],
      ["2:20pm", "14:20"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h50 first maintenance loan instalment",
    branch: [
      "Just logged into Tom's Student Finance account: his first maintenance loan instalment is £3,412 and lands on 23 September, with the other two in January and April.",
      "So he needs to budget carefully until Christmas!",
    ],
    parent: [
      "Tom forwarded me his payment schedule: instalment 1 is £3,421.00, paid 23/09/2025, then January and April for the rest.",
      "He's already planning what to spend it on 🙃",
    ],
    conflicts: [["£3,412", "£3,421.00"]],
    paraphrases: [["23 September", "23/09/2025"]],
    shapes: ["multi"],
  },
  {
    name: "h50 maths tutor schedule",
    branch: [
      "Hi Mrs Khan, lovely to speak to you earlier.",
      "To confirm: Leo's maths tutoring with me will be on Tuesdays and Thursdays, 4:30–5:30pm, at £35 an hour, starting 9 January.",
      "I'll bring a past paper to the first session so I can see where he's at.",
    ],
    parent: [
      "Found a tutor for Leo finally!",
      "Priya - Tues & Thurs, half four to half five, £35/hr, first session 16 January. Recommended by Hannah's mum",
    ],
    conflicts: [["starting 9 January", "first session 16 January"]],
    paraphrases: [
      ["Tuesdays and Thursdays", "Tues & Thurs"],
      ["4:30–5:30pm", "half four to half five"],
      ["£35 an hour", "£35/hr"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h50 school photographs day",
    branch: [
      "SCHOOL PHOTOGRAPHS",
      "Class photos will be taken on Thursday 3 October; sibling group shots begin at 8:15am in the hall, individual portrait packs cost £12.95, and online orders close 14 days after proof cards are sent home.",
    ],
    parent: [
      "Photo day is 3rd Oct, sibling pics from 8.15 in the morning, packs £12.95",
      "and orders close two days after the proofs come home so don't sit on them!",
      "Noted, thanks",
    ],
    conflicts: [["14 days after", "two days after"]],
    paraphrases: [
      ["Thursday 3 October", "3rd Oct"],
      ["8:15am", "8.15 in the morning"],
    ],
    shapes: ["multi"],
  },

  // ---------------------------------------------------------------- correction (4)
  {
    name: "h50 reception stay and play time",
    branch: [
      "Is the Reception stay-and-play at 2pm on the 18th?",
      "Yes, 2pm I think",
      "Sorry, I misread the letter, it's 9:30am - the afternoon one is for the nursery children.",
    ],
    parent: [
      "Dear families, we're delighted to welcome you to Reception in September.",
      "Our stay-and-play induction session for new Reception children starts at 2pm on Wednesday 18 June and lasts about an hour.",
      "Please bring your child's completed All About Me booklet.",
    ],
    conflicts: [["it's 9:30am", "starts at 2pm"]],
    paraphrases: [["on the 18th", "Wednesday 18 June"]],
    shapes: ["correction"],
  },
  {
    name: "h50 inset day moved",
    branch: [
      "Dates for your diary: school is closed to pupils for an INSET day on Friday 7 February.",
      "Update: the INSET day has been moved to Monday 24 February to fit the trust-wide training programme. Apologies for any inconvenience.",
    ],
    parent: [
      "Dear Mrs Lowe, just a reminder that Maddie won't need wraparound care on Friday 7 February, as school is closed for staff training that day.",
      "Thanks for letting me know, I'll cancel her booking.",
    ],
    conflicts: [["Monday 24 February", "Friday 7 February"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h50 sixth form application deadline",
    branch: [
      "Sixth form open evening is on Thursday 14 November, 6pm to 8pm.",
      "Applications for September close on 31 January; the form is on the school website.",
    ],
    parent: [
      "Dear Mr Adeyemi, thanks for asking about the application deadline for Grace.",
      "The closing date for sixth form applications is 31 January.",
      "Apologies, I've just heard from the head of sixth form that they've extended it to 14 March this year, so Grace has a bit more time.",
    ],
    conflicts: [["close on 31 January", "extended it to 14 March"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h50 breakfast club price rise",
    branch: [
      "Breakfast club opens at 7:45am each morning in the dining hall.",
      "Sessions cost £4.00 per child and can be booked through ParentPay.",
    ],
    parent: [
      "How much is breakfast club these days? Thinking of using it on Mondays",
      "It's £4 a morning",
      "Actually they put it up in September, it's £4.50 now - I just checked my ParentPay receipt",
    ],
    conflicts: [["£4.00 per child", "it's £4.50 now"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // ---------------------------------------------------------------- few shared words (4)
  {
    name: "h50 nasal flu vaccine",
    branch: [
      "Hi Mrs Greaves, just checking in before next week.",
      "Ruby will be getting the nasal flu vaccine at school, so I've told her it's only a quick sniff up the nose.",
    ],
    parent: [
      "Dear Parent/Carer of Ruby Thompson,",
      "After reviewing our list, your daughter won't be immunised in next week's session, as we have been told she had it at her GP surgery in October.",
      "If you think this is a mistake, please contact the immunisation team directly.",
    ],
    conflicts: [["will be getting the nasal flu vaccine", "won't be immunised"]],
    paraphrases: [],
    shapes: ["close", "negation"],
  },
  {
    name: "h50 summer exam candidate number",
    branch: [
      "Ahmed, Year 11 - exam details for the summer series:",
      "Candidate number: 4071. Write it on the front cover of every paper, together with the centre number.",
    ],
    parent: [
      "Does anyone know where to find their kid's exam number?",
      "It's on the statement of entry that came home on Friday, Ahmed's says 4017",
    ],
    conflicts: [["Candidate number: 4071", "Ahmed's says 4017"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h50 admissions appeal hearing",
    branch: ["Any news on the appeal for Oscar?", "Yes! We're being heard on Wednesday 9 July, fingers crossed"],
    parent: [
      "Dear Mr and Mrs Pereira,",
      "The independent panel will consider your case regarding Oscar's secondary school place on 2 July at 10:30am at the council offices.",
      "You may bring a friend or representative with you.",
    ],
    conflicts: [["Wednesday 9 July", "on 2 July"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h50 graduation guest tickets",
    branch: [
      "Anyone else's kid graduating from Exeter this summer?",
      "Sam says each graduate only gets two guest tickets, so it'll be me and his dad",
    ],
    parent: [
      "Congratulations on completing your degree.",
      "You may bring up to four family members or friends to the ceremony in the Great Hall; seats must be reserved by 30 May.",
      "Gowns can be hired through the official robemaker.",
    ],
    conflicts: [["two guest tickets", "up to four family members"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- paraphrase, no conflict (12)
  {
    name: "h50 ks2 dinner price",
    branch: [
      "SCHOOL MEALS: from the start of next term a hot dinner for Key Stage 2 pupils will cost £2.70 per day.",
      "Menus for the three-week cycle are on the website.",
    ],
    parent: [
      "Dinners going up again 🙄",
      "Two pounds seventy a day for KS2 now. Packed lunch it is",
      "Infants are still free at least",
    ],
    conflicts: [],
    paraphrases: [
      ["£2.70 per day", "Two pounds seventy a day"],
      ["Key Stage 2", "KS2"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h50 year 6 sats week",
    branch: [
      "Dear Year 6 parents, SATs week begins on Monday 12 May.",
      "The reading paper comes first, at 09:00 on the Monday, so please make sure children arrive on time.",
    ],
    parent: [
      "SATs start 12/05, reading paper first thing at 9am on the Monday",
      "Breakfast is being laid on for Year 6 all week apparently",
    ],
    conflicts: [],
    paraphrases: [
      ["Monday 12 May", "12/05"],
      ["09:00", "9am"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h50 wednesday coding club",
    branch: [
      "Coding Club (Years 4-6) runs every Wednesday after school until 4:45pm.",
      "The cost is £60 per term, payable on ParentPay.",
    ],
    parent: [
      "Hi Mrs Ito, I've signed Reuben up for coding club.",
      "Can I just check pick-up is at quarter to five? I've paid the sixty pounds for the term.",
      "Yes, that's right. Please collect him from the ICT suite door.",
    ],
    conflicts: [],
    paraphrases: [
      ["until 4:45pm", "quarter to five"],
      ["£60 per term", "sixty pounds for the term"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h50 phonics workshop for parents",
    branch: [
      "PHONICS WORKSHOP FOR PARENTS: join Miss Carr in the Reception classroom on Thursday 6 March at 2.30pm to find out how we teach early reading.",
    ],
    parent: [
      "Is anyone going to the phonics thing?",
      "Yeah, half two on the 6th March, I've booked the afternoon off",
      "I'll try, depends on work",
    ],
    conflicts: [],
    paraphrases: [
      ["Thursday 6 March", "the 6th March"],
      ["2.30pm", "half two"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h50 a-level results collection",
    branch: [
      "Dear parents and carers, A-level results will be available to collect from the sixth form centre on Thursday 14 August from 8am.",
      "Students who cannot attend may nominate someone to collect on their behalf with a signed letter.",
    ],
    parent: [
      "Results day 14/8, doors open at eight o'clock",
      "I'll be a nervous wreck 😬",
      "Fingers crossed for all of them",
    ],
    conflicts: [],
    paraphrases: [
      ["Thursday 14 August", "14/8"],
      ["from 8am", "eight o'clock"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h50 ucas statement internal deadline",
    branch: [
      "Hi all, a reminder that the internal deadline for UCAS personal statements is Friday 4 October.",
      "Statements must fit within the 4,000-character limit and be checked by your tutor first.",
    ],
    parent: [
      "Hi Mr Belmont, Noor's been drafting hers over the summer.",
      "She knows it's due on the 4th Oct and has cut it to fit the 4k character limit. Is it okay if I read it too?",
    ],
    conflicts: [],
    paraphrases: [
      ["Friday 4 October", "the 4th Oct"],
      ["4,000-character limit", "4k character limit"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h50 chromebook loan deposit",
    branch: [
      "Year 7 laptop scheme: each pupil can borrow a 13-inch Chromebook for the school year.",
      "A refundable deposit of £50 is required, returned when the device comes back undamaged.",
    ],
    parent: [
      "Are you doing the Chromebook loan thing?",
      "Yes, fifty quid deposit but you get it back. It's a 13 in screen so it fits in her bag",
    ],
    conflicts: [],
    paraphrases: [
      ["13-inch", "13 in"],
      ["deposit of £50", "fifty quid deposit"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h50 extra time access arrangement",
    branch: [
      "Dear Ms Ramos, I'm pleased to confirm that Tilly has been approved for 25% extra time in her GCSE exams.",
      "She will also sit in the smaller room with other students who have access arrangements.",
    ],
    parent: [
      "Thank you so much, an extra quarter of the time will make a real difference to her.",
      "Will she get that in the mocks too, or only the real exams?",
    ],
    conflicts: [],
    paraphrases: [["25% extra time", "an extra quarter of the time"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h50 easter holiday club hours",
    branch: [
      "EASTER HOLIDAY CLUB: open 8am to 6pm, Monday to Friday, for children aged 4 to 11.",
      "Places are £32 per day, with a 10% discount for siblings.",
    ],
    parent: [
      "Holiday club hours are 08:00–18:00, worth it for work days",
      "£32 a day isn't bad compared to the childminder",
    ],
    conflicts: [],
    paraphrases: [
      ["8am to 6pm", "08:00–18:00"],
      ["£32 per day", "£32 a day"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h50 ofsted parent view survey",
    branch: [
      "Dear parents, Ofsted inspectors are visiting the school this week.",
      "Please complete the Parent View survey by 12 noon on Wednesday; your views are an important part of the inspection.",
    ],
    parent: ["Has everyone done the Ofsted survey?", "Closes at midday Weds, only takes 5 mins"],
    conflicts: [],
    paraphrases: [["12 noon on Wednesday", "midday Weds"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h50 dissertation submission",
    branch: [
      "Hi Jonah, to confirm: your dissertation should be 10,000 words excluding the bibliography, and it must be uploaded to Moodle by 23:59 on 2 May.",
      "Thanks Dr Mensah, that's really helpful.",
    ],
    parent: [
      "Jonah's in full panic mode, dissertation due 11.59pm on the 2nd of May",
      "10k words! I don't think I've written that much in my life",
      "He'll be fine, tell him to back everything up",
    ],
    conflicts: [],
    paraphrases: [
      ["10,000 words", "10k words"],
      ["23:59 on 2 May", "11.59pm on the 2nd of May"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h50 world book day token",
    branch: [
      "WORLD BOOK DAY is Thursday 5 March! Children are welcome to come dressed as their favourite character.",
      "Every child will receive a £1 book token to spend at participating shops.",
    ],
    parent: [
      "Costume panic has begun 😅",
      "5/3 is world book day, and they get a one-pound token too",
      "Freya wants to go as the Gruffalo and I have no brown fabric",
    ],
    conflicts: [],
    paraphrases: [
      ["Thursday 5 March", "5/3"],
      ["£1 book token", "one-pound token"],
    ],
    shapes: ["paraphrase"],
  },

  // ---------------------------------------------------------------- shared-words, no conflict (6)
  {
    name: "h50 science revision guides bundle",
    branch: [
      "Year 10 revision guides: the set of three science revision guides (biology, chemistry, physics) costs £18 in total.",
    ],
    parent: [
      "Hi Mrs Kaur, Dylan only needs the physics one as his cousin gave him the others.",
      "Am I right that each science revision guide costs £6 if bought on its own?",
      "Yes, a single guide is £6. Just send the money in an envelope marked with his name.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h50 year 4 spelling test scores",
    branch: ["Isla got 18 out of 20 in this week's spelling test, she's so chuffed", "Well done Isla!!"],
    parent: [
      "Noah got 12 out of 20 in this week's spelling test, we need to practise more",
      "The words with 'ough' were tricky",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h50 sixth form printing allowance",
    branch: [
      "Dear Mrs Byrne, sixth form students are allowed 500 pages of printing per term on their account.",
      "Additional credit can be bought from the finance office.",
    ],
    parent: [
      "Jess says she has used 320 pages of printing this term already, mostly coursework drafts.",
      "Is there a way to check how much she has left?",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h50 year 3 reading challenge",
    branch: [
      "Our Year 3 reading challenge target is 20 books by the end of July.",
      "Children should record each book they finish in their reading record.",
    ],
    parent: [
      "Freddie has read 12 books so far this year for the reading challenge and is very proud of himself!",
      "That's brilliant, keep going Freddie",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h50 year 7 and year 9 evenings",
    branch: ["Year 7 parents' information evening: Tuesday 23 September, 6pm, in the Drama Studio."],
    parent: [
      "Dear Mr Osborne, thank you for the invitation to the Year 9 options evening on Tuesday 4 February at 6:30pm in the Main Hall.",
      "Unfortunately I'm working late that day. Will the slides be shared afterwards?",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h50 school council votes",
    branch: ["SCHOOL COUNCIL RESULTS: congratulations to Amara in 5B, who was elected with 112 votes."],
    parent: [
      "Tomasz got 98 votes for school council, he's gutted he didn't win but so close!",
      "Aww tell him well done, that's loads of votes",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
