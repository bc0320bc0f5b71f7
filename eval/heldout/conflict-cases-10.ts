import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 10 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (40, one per case): pottery class fee, dentist check-up, bakery oven delivery, shrimp
 * aquarium, board-game night, freelance late fees, choir rehearsal venue, CI Node version, offsite
 * catering, Highlands car rental, orders-DB migration, under-9 soccer practice, business-card print
 * job, dog's vet visit, lease renewal, airport pick-up, knee physio, release tagging, café guest
 * wifi, kid's birthday headcount, bathroom floor tiles, VAT return, kitchen remodel quote,
 * Portuguese course in Lisbon, car inspection, theatre night, Basque cheesecake, sports massage,
 * community garden share, alcove shelf, design retainer, podcast recording, client lunch,
 * newsletter milestone, craft-fair candles, office step challenge, Loch Ard campsites, taco truck
 * sales, monitor shortlist, team cloud drive.
 *
 * Layout: 22 cases with planted conflicts (8 one fact per sentence restated with another value,
 * 6 "multi", 4 "correction", 4 "close" with little shared wording), then 18 without any conflict
 * (12 "paraphrase", 6 "shared-words").
 *
 * Counts by shape (a case can carry several): close 13 (the 8 one-fact cases, whose values are
 * near each other, one multi case and the 4 low-overlap cases), multi 6, correction 4,
 * identifier 4, negation 1, paraphrase 12, shared-words 6, list 0.
 */
export const HELDOUT_CONFLICT_CASES_10: HeldOutConflictCase[] = [
  // ---- one fact per sentence, restated with another value ----
  {
    name: "pottery wheel course fee",
    branch: [
      "Signed up for the Wednesday wheel-throwing course at Clayworks! Eight sessions, starts next month.",
      "The fee is $145 for the whole block, clay and firing included, which honestly seems fair.",
      "Do I need to bring my own apron or do they have spares?",
    ],
    parent: [
      "Oh nice, is that the one Tomasz teaches?",
      "I looked at their site just now: the Wednesday block costs $165 with clay and firing in.",
      "Either way I might join you for the spring term.",
    ],
    conflicts: [["$145", "$165"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "dentist check-up date",
    branch: [
      "Reminder to self: dentist check-up with Dr. Hale is on March 14, 9:15.",
      "Need to ask about the sensitive molar on the lower left.",
    ],
    parent: [
      "The receptionist rang back and confirmed your check-up for March 21 at 9.15am.",
      "She said to arrive ten minutes early to fill in the new patient forms.",
    ],
    conflicts: [["March 14", "March 21"]],
    paraphrases: [["9:15", "9.15am"]],
    shapes: ["close"],
  },
  {
    name: "bakery deck oven delivery time",
    branch: [
      "Spoke to the supplier, the new deck oven arrives Tuesday.",
      "Their van should pull up around 7:30, before we open, so we'll need the back door propped.",
      "Can someone move the flour sacks out of the corridor Monday night?",
    ],
    parent: [
      "Tuesday works. I'll be in early anyway for the sourdough.",
      "Their dispatch email puts the oven delivery at 9:30, though.",
      "If that's during service we'll have to close the side counter for an hour.",
    ],
    conflicts: [["7:30", "9:30"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "shrimp tank volume",
    branch: [
      "Finally picked a tank for the shrimp colony: a 60 litre rimless cube.",
      "Going to cycle it for a month before adding anything alive.",
    ],
    parent: [
      "How much substrate are you getting?",
      "For reference, the rimless cube on the receipt you forwarded holds 54 litres.",
      "So two bags of aqua soil should be plenty.",
    ],
    conflicts: [["60 litre", "54 litres"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "board game night headcount",
    branch: [
      "For Friday's game night we've got eleven people confirmed, so I'll set up three tables.",
      "Bringing Wingspan and the new Cascadia expansion.",
    ],
    parent: [
      "Great. The sign-up sheet I checked this morning has thirteen people down for Friday.",
      "Maybe grab a fourth table from the storeroom just in case?",
    ],
    conflicts: [["eleven people", "thirteen people"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "freelance late fee percentage",
    branch: [
      "Updating my freelance terms: payment due within 30 days, and a 1.5% monthly late fee after that.",
      "Does that sound too aggressive for small clients?",
    ],
    parent: [
      "Not aggressive at all, Net 30 is what most designers I know use.",
      "By the way, the terms template you sent over charges 2% per month on overdue invoices.",
    ],
    conflicts: [["1.5%", "2%"]],
    paraphrases: [["within 30 days", "Net 30"]],
    shapes: ["close"],
  },
  {
    name: "choir rehearsal venue",
    branch: [
      "Choir folks: Thursday's rehearsal moves to the scout hut on Hartley Street because of the roof work at church.",
      "Same time as usual, and bring the Rutter scores please.",
    ],
    parent: [
      "Thanks for organising!",
      "The parish office just told me the temporary venue is the scout hut on Hartley Road.",
      "Parking there is free after six, which is a bonus.",
    ],
    conflicts: [["Hartley Street", "Hartley Road"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "CI Node version",
    branch: [
      "I bumped the CI image, so the pipeline runs on Node 20.11 now; local builds should match that.",
      "Also turned on npm caching, which shaves about a minute off.",
    ],
    parent: [
      "Merged the lint fixes.",
      "Heads-up: the CI pipeline is pinned to Node 20.9 on the runners, please use that locally too.",
      "Caching looks good btw, thanks.",
    ],
    conflicts: [["Node 20.11", "Node 20.9"]],
    paraphrases: [],
    shapes: ["identifier", "close"],
  },

  // ---- several facts in one sentence, one differs ----
  {
    name: "offsite catering order",
    branch: [
      "Catering for the Thursday offsite is booked: 40 sandwiches, 3 gallons of coffee and a fruit platter, delivered at noon to the Larch Room.",
      "I told them roughly a third of people are vegetarian.",
    ],
    parent: [
      "Got the confirmation from Bellweather Deli. Forty sandwiches, three gallons of coffee, one fruit platter, drop-off at 1 pm in the Larch Room.",
      "I'll put the invoice through expenses.",
    ],
    conflicts: [["noon", "1 pm"]],
    paraphrases: [
      ["40 sandwiches", "Forty sandwiches"],
      ["3 gallons", "three gallons"],
      ["a fruit platter", "one fruit platter"],
    ],
    shapes: ["multi"],
  },
  {
    name: "Highlands car rental booking",
    branch: [
      "Booked the rental for the Highlands trip: compact class, collect at the Inverness airport desk on June 3, drop off June 10, £38/day with unlimited mileage.",
      "A second driver is £9 a day extra so I left that off.",
    ],
    parent: [
      "Just reread the booking email. Compact, Inverness airport desk, June 3 pick-up, return on June 12, and it's £38 a day, mileage unlimited.",
      "Should we add a second driver after all?",
    ],
    conflicts: [["June 10", "June 12"]],
    paraphrases: [["£38/day", "£38 a day"]],
    shapes: ["multi"],
  },
  {
    name: "orders database migration plan",
    branch: [
      "Migration plan v1: move the orders DB to Postgres 15.4 on db-02, 16 GB RAM, cutover Saturday 02:00 UTC, rollback window two hours.",
      "I'll write the runbook tonight.",
    ],
    parent: [
      "Infra signed off: Postgres 15.6 on db-02 with 16GB of RAM, cutover Saturday at 2am UTC.",
      "A rollback window of 2 hours is fine by them too.",
    ],
    conflicts: [["Postgres 15.4", "Postgres 15.6"]],
    paraphrases: [
      ["16 GB", "16GB"],
      ["02:00 UTC", "2am UTC"],
      ["two hours", "2 hours"],
    ],
    shapes: ["multi", "identifier", "close"],
  },
  {
    name: "under-9 soccer practice details",
    branch: [
      "U9 soccer update: practice is Tuesdays and Thursdays at 5:30 on field 3, and Coach Marco is running it this season.",
      "Bring water, shin guards, and a ball that's actually pumped up.",
    ],
    parent: [
      "From the league email: Tue/Thu practices, 5:30pm start, field 3, coach is Dario Russo this year.",
      "Registration fee is due by the end of the month.",
    ],
    conflicts: [["Coach Marco", "Dario Russo"]],
    paraphrases: [
      ["Tuesdays and Thursdays", "Tue/Thu"],
      ["5:30", "5:30pm"],
    ],
    shapes: ["multi"],
  },
  {
    name: "business card print job",
    branch: ["Order for the studio: 500 business cards, matte finish, 350gsm stock, ready for pickup Friday."],
    parent: [
      "Printer confirmed the job: 500 cards on 350 gsm, glossy finish, pickup on Friday.",
      "They also offered rounded corners for a few quid more, thoughts?",
    ],
    conflicts: [["matte", "glossy"]],
    paraphrases: [["350gsm", "350 gsm"]],
    shapes: ["multi"],
  },
  {
    name: "dog vet visit plan",
    branch: [
      "Vet visit for Biscuit on Saturday: rabies booster and nail trim, and she won't need bloodwork this year since she had it done in spring.",
    ],
    parent: [
      "Clinic texted the plan for Biscuit: rabies booster, nail trim, plus a full bloodwork panel because she's over eight.",
      "Appointment is at 10:40.",
    ],
    conflicts: [["won't need bloodwork", "plus a full bloodwork panel"]],
    paraphrases: [],
    shapes: ["multi", "negation"],
  },

  // ---- corrections later in the text ----
  {
    name: "lease renewal rent",
    branch: [
      "Lease renewal came through. Rent is $1,850 a month, same as last year.",
      "Oh wait, I misread. Correction: the new amount is $1,925 starting in August; the $1,850 was the old rate.",
    ],
    parent: [
      "Thanks. I've updated the household budget sheet with rent at $1,850 per month.",
      "Utilities estimate stays at $140.",
    ],
    conflicts: [["$1,925", "$1,850"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "airport pick-up arrival time",
    branch: [
      "Mum's flight from Lisbon lands at 6:40 pm on Sunday, terminal 2.",
      "I'll take the car and wait in short-stay parking.",
    ],
    parent: [
      "Sunday, terminal 2, got it.",
      "Ugh, correction from the airline app: they've rescheduled it and it now lands at 8:15 pm.",
      "Still terminal 2 as far as I can tell.",
    ],
    conflicts: [["6:40 pm", "8:15 pm"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "knee physio sets",
    branch: ["Physio plan for the knee: wall sits and step-downs, 3 sets of 12, every other day."],
    parent: [
      "I copied the plan into your calendar: 3 sets of 12, alternate days.",
      "Update, the physio rang and corrected it. Until the swelling goes down it should be 3 sets of 8, still every other day.",
    ],
    conflicts: [["3 sets of 12", "3 sets of 8"]],
    paraphrases: [["every other day", "alternate days"]],
    shapes: ["correction"],
  },
  {
    name: "release tag version",
    branch: [
      "Plan is to tag v2.3.0 on Wednesday with the new export endpoint.",
      "Correction to the above: the export endpoint changes the response shape, so it's a breaking change and we're tagging v3.0.0 instead. Wednesday still stands.",
    ],
    parent: [
      "Release notes are drafted for v2.3.0, going out Wednesday.",
      "Marketing wants a short blurb about the export feature.",
    ],
    conflicts: [["v3.0.0", "v2.3.0"]],
    paraphrases: [],
    shapes: ["correction", "identifier"],
  },

  // ---- close: little shared wording besides the subject ----
  {
    name: "café guest wifi password",
    branch: ["For the menu boards: guest wifi password is bluefinch42."],
    parent: ["Printed the table tents. Customers connect using bluefinch24, all lowercase."],
    conflicts: [["bluefinch42", "bluefinch24"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "kid's birthday party headcount",
    branch: ["Final tally for Mia's party: 23 kids coming, plus a handful of parents staying."],
    parent: [
      "Every invite for Mia's birthday has been answered, so that's 25 little ones on Saturday. Ordering goodie bags accordingly.",
    ],
    conflicts: [["23 kids", "25 little ones"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "bathroom floor area",
    branch: ["Measured the bathroom floor twice: 4.2 m² once you subtract the vanity."],
    parent: ["For the tile order, the loo comes out at 4.6 square metres with the cabinet excluded."],
    conflicts: [["4.2 m²", "4.6 square metres"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "quarterly VAT deadline",
    branch: ["Accountant reminder: VAT return for the quarter is due 7 May."],
    parent: ["HMRC cut-off for our Q1 figures is the 17th of May, submission and payment both."],
    conflicts: [["7 May", "17th of May"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---- paraphrase: same value written two ways, no conflict ----
  {
    name: "kitchen remodel quote",
    branch: [
      "Got the second quote for the kitchen: $12k for cabinets and worktops, labour included.",
      "Timeline is about five weeks once they start.",
    ],
    parent: [
      "Twelve thousand dollars for cabinets plus worktops with labour is in line with what the Hendersons paid.",
      "Five weeks seems optimistic but fine.",
    ],
    conflicts: [],
    paraphrases: [
      ["$12k", "Twelve thousand dollars"],
      ["five weeks", "Five weeks"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "Portuguese intensive course price",
    branch: ["Enrolled in the Portuguese intensive in Lisbon! EUR 450 for the two weeks, mornings only."],
    parent: ["€450 for a fortnight of mornings is a good deal honestly.", "Are you staying in Alfama again?"],
    conflicts: [],
    paraphrases: [
      ["EUR 450", "€450"],
      ["two weeks", "a fortnight"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "car inspection date",
    branch: ["MOT is booked at Kwik Garage for 2024-09-15, first slot of the day."],
    parent: [
      "Put it on the family calendar: car inspection, September 15th, early.",
      "Remind me to take the roof box off before then.",
    ],
    conflicts: [],
    paraphrases: [["2024-09-15", "September 15th"]],
    shapes: ["paraphrase"],
  },
  {
    name: "theatre night times",
    branch: [
      "Tickets for Hamlet at the Old Vic are on my card. Curtain up 19:30, doors 18:45.",
      "Row F, seats 11 and 12.",
    ],
    parent: [
      "Great, so it starts at 7:30 pm and doors open at 6:45. Dinner at 5:30 beforehand?",
      "Row F suits me fine.",
    ],
    conflicts: [],
    paraphrases: [
      ["19:30", "7:30 pm"],
      ["18:45", "6:45"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "Basque cheesecake shopping",
    branch: ["For the Basque cheesecake I'll need a dozen eggs and 900 g of cream cheese."],
    parent: ["Bought 12 eggs and 900g cream cheese on the way home.", "Also grabbed the parchment, you're welcome."],
    conflicts: [],
    paraphrases: [
      ["a dozen eggs", "12 eggs"],
      ["900 g", "900g"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "sports massage length",
    branch: ["Booked a sports massage with Lena on Thursday, 90 minutes, to sort my shoulders out."],
    parent: ["Lena's good. An hour and a half on the shoulders should help a lot.", "Ice afterwards, not heat."],
    conflicts: [],
    paraphrases: [["90 minutes", "An hour and a half"]],
    shapes: ["paraphrase"],
  },
  {
    name: "community garden tomato share",
    branch: [
      "Community plot agreement: our household keeps a quarter of the tomato harvest, the rest goes to the food bank.",
    ],
    parent: ["So 25% of the tomatoes for us and 75% donated, love that.", "Who's on watering duty in July?"],
    conflicts: [],
    paraphrases: [
      ["a quarter", "25%"],
      ["the rest", "75%"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "alcove shelf width",
    branch: ["The alcove is 1.2 m wide, so the oak shelf needs cutting to that.", "I'll use the hidden brackets."],
    parent: [
      "Timber yard can cut the oak board to 120 cm while we wait.",
      "Hidden brackets look much cleaner, agreed.",
    ],
    conflicts: [],
    paraphrases: [["1.2 m", "120 cm"]],
    shapes: ["paraphrase"],
  },
  {
    name: "design retainer terms",
    branch: ["Signed the retainer with Northgate: £2,000 a month for up to 20 hours of design work."],
    parent: [
      "Invoice template updated, 2000 GBP monthly with hours capped at twenty.",
      "First invoice goes out on the 1st.",
    ],
    conflicts: [],
    paraphrases: [
      ["£2,000", "2000 GBP"],
      ["20 hours", "twenty"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "podcast recording slot",
    branch: ["Recording episode 14 with our guest on Tue 8 Oct, studio B, from 2pm."],
    parent: [
      "Confirmed with the guest for October 8. She's fine with 14:00 in studio B.",
      "I'll send her the question outline.",
    ],
    conflicts: [],
    paraphrases: [
      ["Tue 8 Oct", "October 8"],
      ["2pm", "14:00"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "client lunch booking",
    branch: ["Lunch with the Fairbank client is at noon at Rosa's on Friday."],
    parent: ["Table's booked at Rosa's for 12:00 Friday, under my name.", "Expense it to the Fairbank project code."],
    conflicts: [],
    paraphrases: [["noon", "12:00"]],
    shapes: ["paraphrase"],
  },
  {
    name: "newsletter subscriber milestone",
    branch: ["Newsletter crossed 1.5k subscribers this week 🎉 open rate holding at 48%."],
    parent: [
      "Fifteen hundred readers is a proper milestone. And nearly half opening it is great.",
      "Should we do a giveaway?",
    ],
    conflicts: [],
    paraphrases: [
      ["1.5k", "Fifteen hundred"],
      ["48%", "nearly half"],
    ],
    shapes: ["paraphrase"],
  },

  // ---- shared words, different facts: no conflict ----
  {
    name: "craft fair candle pricing",
    branch: ["Craft fair prep: pricing the soy candles at $4 per candle, and I've poured 24 of them."],
    parent: [
      "If we sell the lot that's $96 total, which covers the table fee twice over.",
      "I'll make the price signs tonight.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "office step challenge",
    branch: ["Office step challenge, week 2: I averaged 9,400 steps a day. Not bad for a desk job."],
    parent: [
      "Ravi averaged 12,100 steps a day this week, he's been walking to the station.",
      "Team total puts us third overall.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "Loch Ard campsites",
    branch: ["The north campsite at Loch Ard has 12 pitches and no showers."],
    parent: ["The lakeside campsite at Loch Ard has 20 pitches and hot showers, but it books out fast."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "taco truck monthly sales",
    branch: ["Taco truck numbers are in: March sales came to $8,400, best month since we started."],
    parent: ["April sales came to $9,100, so March's record lasted exactly one month!"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "monitor shortlist",
    branch: ["Desk setup shortlist: the 27-inch Dell monitor is $329 on sale right now."],
    parent: ["The 24-inch Dell monitor is $219 at the same shop, if you want to save a bit."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "team cloud drive storage",
    branch: ["Our team's cloud drive plan has a 2 TB limit, shared across everyone."],
    parent: [
      "Checked the admin panel: we're currently using 1.3 TB of the drive, mostly video exports.",
      "Might be worth archiving the 2022 projects.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
