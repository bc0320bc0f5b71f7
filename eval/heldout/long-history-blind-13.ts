/**
 * Held-out long-history cases, blind set 13 (issue 36, "Long histories"). Written by a helper that
 * had read neither the engine code (nothing under lib/) nor the earlier blind sets' cases (beyond
 * the first case of -blind-12.ts) nor the other long-history case files (long-history-paraphrased.ts,
 * long-history-updates-dev.ts, long-history-train.ts). It read only: the types and the first case
 * of ../long-history-cases.ts (with the doc comment above them); ../conversation.ts, for the script
 * builder (historyScript, how chatter and the update are placed), which it read with the rest of
 * that file (the long-history loop and the `correct`/`states` checks); the doc comment and first
 * case of heldout/long-history-blind-12.ts (for the format and the doc-comment style); and in
 * ../run.ts the lines that import and register the blind sets and the two comments naming them. It
 * never ran an eval or put these questions to the engine. Held out: its misses are not to be read
 * case by case, and nothing is to be tuned on it.
 *
 * Six conversations (five early facts, one updated at the middle, three in the parent before the
 * branch, sixteen chatter lines each), the six updates of six kinds:
 * - a six-year-old's birthday party at a soft-play centre (count): the children coming, 14, become
 *   19 (five more replies arrive one morning);
 * - a teenager's driving lessons (time of day): his weekly lesson, at 4:15, moves to 6:40 (the
 *   instructor has had a cancellation in the evening);
 * - jury service at the crown court (room): the trial, in Courtroom 6, moves to Court 2 (a pipe
 *   bursts above the bench overnight);
 * - solar panels on the roof (percentage): the deposit, 25%, becomes 10% (the installer's sales
 *   manager offers it for signing that week);
 * - renewing the family's passports (date): the fast-track appointment, 17 June, becomes 2 July (the
 *   office's computers go down);
 * - a team away day at work (person's name): the workshop's facilitator, Janine Osei, becomes
 *   Callum Fairbairn (she breaks her ankle).
 *
 * Phrasing, counted with a scratch script (not committed; stop words and auxiliaries dropped, words
 * reduced by the Porter2 stemmer) over the 54 questions against their statements: 18 share no
 * content word, 18 share one, 18 share two or more. No update repeats the value it replaces, and
 * none shares a content word with its original statement or with its question. Every value occurs
 * in its own statement (or update) only, not in another statement, update, question or chatter line
 * of its conversation, and no new value contains the old one. Most statements carry a second,
 * similar detail that is never asked.
 */

import type { LongHistoryCase } from "@/eval/long-history-cases";

export const LONG_HISTORY_BLIND_13: LongHistoryCase[] = [
  {
    name: "birthday party at soft play",
    early: [
      {
        say: "Maisie's party is at Bounce Kingdom on the retail park; her cousin had his at Jungle Jim's.",
        ask: "Which venue have we booked for the celebration?",
        value: "Bounce Kingdom",
      },
      {
        say: "The cake is being made by a baker called Rosalind Achebe, and the cupcakes are from the Co-op.",
        ask: "Which baker is making the cake?",
        value: "Achebe",
      },
      {
        say: "The party bags cost £3.75 each, and the balloons came to £12 altogether.",
        ask: "How much is each party bag?",
        value: "3.75",
      },
      {
        say: "The entertainer is Captain Fizz, who does magic, and his wife Lou does the face painting.",
        ask: "Which entertainer is doing the magic?",
        value: "Captain Fizz",
      },
      {
        say: "Maisie wants dinosaurs as her theme, though her best friend Ava went for mermaids.",
        ask: "What did the birthday girl pick for the decorations?",
        value: "dinosaurs",
      },
    ],
    updated: {
      say: "So far 14 children have said they'll come, and 3 families haven't replied.",
      update: "Five more RSVPs landed this morning, which brings the head count to 19.",
      ask: "How many guests are we expecting?",
      value: "14",
      now: "19",
    },
    ancestor: [
      {
        say: "We have the party room from 2:30 until 4:30; the café stops serving at 5.",
        ask: "When do we get the party room?",
        value: "2:30",
      },
      {
        say: "My brother Tobias is taking the photos, and Gran is bringing the sandwiches.",
        ask: "Who's in charge of the pictures?",
        value: "Tobias",
      },
      {
        say: "Our present to Maisie is a red scooter; Grandad is giving her a kite.",
        ask: "What are we giving her?",
        value: "red scooter",
      },
    ],
    chatter: [
      "Maisie has been counting down the sleeps on the kitchen calendar.",
      "I found a recipe for biscuits shaped like footprints.",
      "Do you think six-year-olds still like pass the parcel?",
      "The last party we went to ended with two children in tears.",
      "Her teacher, Mrs Okafor, says the class is obsessed with fossils this term.",
      "I've hidden the wrapping paper on top of the wardrobe.",
      "Should we do a piñata, or is that asking for trouble?",
      "My mother-in-law keeps sending me links to party games.",
      "Maisie lost her first tooth on Tuesday and the fairy left a pound.",
      "I need to remember to buy candles, the number-six kind.",
      "The soft play smelt faintly of chips last time we went.",
      "Her friend Zara is allergic to nuts, so I'll check every label.",
      "We had 40 balloons at her christening and the ceiling was covered.",
      "I'm dreading the sugar crash afterwards.",
      "Ben says he'll take the afternoon off, but I'll believe it when I see it.",
      "I've been practising a T. rex roar for the photos.",
    ],
  },
  {
    name: "driving lessons",
    early: [
      {
        say: "Oliver's instructor is Gwen Pritchard from Clutch School of Motoring; his mate Kofi learns with a man called Dev.",
        ask: "Who teaches him to drive?",
        value: "Gwen Pritchard",
      },
      {
        say: "A single lesson costs £38 and a block of five costs £175.",
        ask: "What's the price of one session?",
        value: "38",
      },
      {
        say: "His theory test is at the centre on Mercer Street; the practical will be at the Longford site.",
        ask: "Where is he sitting his theory test?",
        value: "Mercer Street",
      },
      {
        say: "He practises at home in my silver Fiesta, and the instructor's car is a blue Corsa.",
        ask: "Which car does he practise in at home?",
        value: "silver Fiesta",
      },
      {
        say: "His provisional licence number ends in 7QW, and mine ends in 2LJ.",
        ask: "What are the last characters of his provisional licence?",
        value: "7QW",
      },
    ],
    updated: {
      say: "His lesson is every Thursday at 4:15; his sister's piano lesson is at 5:30.",
      update:
        "The instructor phoned: she's had a cancellation, so from now on she'll collect him at 6:40 in the evening.",
      ask: "What time is his weekly lesson?",
      value: "4:15",
      now: "6:40",
    },
    ancestor: [
      {
        say: "The instructor reckons he needs about 45 hours of lessons; he has done 12 so far.",
        ask: "How many hours of lessons were recommended?",
        value: "45",
      },
      {
        say: "We're insuring him through Marlowe Direct, and the breakdown cover is with the RAC.",
        ask: "Who's the insurer?",
        value: "Marlowe Direct",
      },
      {
        say: "The L-plates live in the glovebox, and the spare key is in the kitchen drawer.",
        ask: "Where do we keep the L-plates?",
        value: "glovebox",
      },
    ],
    chatter: [
      "He stalled three times at the roundabout by the Tesco on Sunday.",
      "I'm not sure my nerves can take many more practice drives.",
      "His dad taught me in a field back in 1998.",
      "He spends about five minutes adjusting the mirrors before we go anywhere.",
      "The hill start on Quarry Road is his nemesis.",
      "I've started gripping the door handle without realising.",
      "His friend Ellie passed first time, which hasn't helped his confidence.",
      "Do you think he should learn in an automatic?",
      "He drove us to the garden centre and only mounted the kerb once.",
      "Parallel parking is going better than I expected.",
      "The cat sat on the back seat one evening and he couldn't concentrate.",
      "I bought him a hazard perception app that cost £4.99.",
      "He wants a car of his own already, which is hilarious.",
      "We got stuck behind a tractor for 20 minutes on the back lanes.",
      "He says I brake with my feet in the passenger footwell.",
      "Petrol prices are not helping with all these practice runs.",
    ],
  },
  {
    name: "jury service",
    early: [
      {
        say: "My jury service starts on 3 March; my husband did his two years ago.",
        ask: "When do I begin at court?",
        value: "3 March",
      },
      {
        say: "I'm at Southgate Crown Court, and the parking is at the Millgate multistorey.",
        ask: "Which court have I been summoned to?",
        value: "Southgate",
      },
      {
        say: "The usher who met us is called Florence Adeyemi; the clerk is a Mr Pike.",
        ask: "What's the usher's name?",
        value: "Florence Adeyemi",
      },
      {
        say: "The court pays a loss-of-earnings allowance of £64.95 a day, and my employer tops up the rest.",
        ask: "How much is the daily allowance for lost earnings?",
        value: "64.95",
      },
      {
        say: "My juror number is 27; the woman who sits beside me is 28.",
        ask: "What's my juror number?",
        value: "27",
      },
    ],
    updated: {
      say: "Our trial is in Courtroom 6; the jury lounge is along the corridor in Room 11.",
      update: "A pipe burst above the bench overnight, so from tomorrow we're moved to Court 2 in the annexe.",
      ask: "Where is our case being heard?",
      value: "Courtroom 6",
      now: "Court 2",
    },
    ancestor: [
      {
        say: "My phone goes in locker 52 and my coat on peg 17.",
        ask: "What number is my locker?",
        value: "52",
      },
      {
        say: "The judge is Her Honour Judge Okonkwo-Reid, and the defence barrister is a Mr Halsey.",
        ask: "Who is presiding?",
        value: "Okonkwo-Reid",
      },
      {
        say: "The trial should last nine days, though the usher warned it could run to twelve.",
        ask: "How long is the trial expected to take?",
        value: "nine days",
      },
    ],
    chatter: [
      "I had no idea what to wear on the first morning.",
      "The coffee machine only does hot chocolate properly.",
      "We're not allowed to talk about the evidence, which is torture.",
      "One of the other jurors knits through every break.",
      "Security took my nail file off me at the door.",
      "I've finished two crossword books while waiting to be called.",
      "A man called Gerald keeps telling everyone about his greenhouse.",
      "The wigs look less itchy than I imagined.",
      "I'm missing the quarterly meeting at work, which is no great shame.",
      "The train in was 25 minutes late on Wednesday.",
      "There's a vending machine that has eaten at least three of my coins.",
      "My boss Helen keeps emailing me as if I'm on holiday.",
      "We watched an induction video that looked like it was from 2004.",
      "I didn't expect there to be so much sitting about.",
      "The canteen's jacket potatoes are surprisingly good.",
      "I dreamt last night that I was the one in the dock.",
    ],
  },
  {
    name: "solar panels",
    early: [
      {
        say: "The installer is Brightwater Solar from Stroud; the scaffolding is from a firm called Hoists & Co.",
        ask: "Who's fitting our system?",
        value: "Brightwater Solar",
      },
      {
        say: "We're having 16 panels on the south-facing roof, and 4 more on the garage.",
        ask: "How many panels go on the main roof?",
        value: "16",
      },
      {
        say: "The whole system comes to £8,460; the battery alone is £3,100.",
        ask: "What's the total cost?",
        value: "8,460",
      },
      {
        say: "The surveyor who came round was Nikhil Banerjee, and his apprentice measured the loft.",
        ask: "What was the surveyor's surname?",
        value: "Banerjee",
      },
      {
        say: "Fitting day is 22 May, with 29 May as the backup if it rains.",
        ask: "When are the panels being installed?",
        value: "22 May",
      },
    ],
    updated: {
      say: "They want a deposit of 25% up front, and the rest on completion.",
      update: "Their sales manager emailed: if we sign this week, they'll only need 10% before the job starts.",
      ask: "What share of the price do we pay in advance?",
      value: "25%",
      now: "10%",
    },
    ancestor: [
      {
        say: "The inverter goes in the utility room, and the isolator switch by the meter.",
        ask: "Where will the inverter be mounted?",
        value: "utility room",
      },
      {
        say: "Our supplier, Voltaro, will pay 15p a unit for what we export, and charges 27p for what we import.",
        ask: "What rate do we get for exported electricity?",
        value: "15p",
      },
      {
        say: "The panels are guaranteed for 30 years and the battery for ten.",
        ask: "How long is the panel warranty?",
        value: "30 years",
      },
    ],
    chatter: [
      "Our electricity bill last winter was eye-watering.",
      "The neighbours at number 8 had theirs done in March and love them.",
      "I read that pigeons like nesting underneath them.",
      "Do you think we'll need to clean them, or does the rain do it?",
      "My dad thinks the whole thing is a gimmick.",
      "There's an app that shows how much the house is generating.",
      "I spent an evening watching videos about batteries.",
      "The roof tiles are older than I thought, apparently from the 1970s.",
      "We'll have to run the dishwasher in the daytime from now on.",
      "Our son wants to put a weather station in the garden too.",
      "The loft is full of Christmas decorations that need moving first.",
      "I hope the scaffolding doesn't crush the lavender.",
      "An electric car feels like the next step, but not this year.",
      "It was cloudy for eleven days straight last month.",
      "My friend Rhiannon got a heat pump and regrets nothing.",
      "The cat will hate the noise of the drilling.",
    ],
  },
  {
    name: "passport renewal",
    early: [
      {
        say: "Dr Harriet Mwangi, our GP, has agreed to countersign the children's forms; our neighbour Keith did it last time.",
        ask: "Who's vouching for the kids' applications?",
        value: "Harriet Mwangi",
      },
      {
        say: "The adult renewal is £88.50 online, and a child's is £57.50.",
        ask: "How much does an adult renewal cost?",
        value: "88.50",
      },
      {
        say: "My application reference is PX-40917; my husband's is PX-40938.",
        ask: "What's my reference number?",
        value: "PX-40917",
      },
      {
        say: "We fly to Lisbon in August, then take the train up to Porto.",
        ask: "Where are we flying to?",
        value: "Lisbon",
      },
      {
        say: "My new photos came from the booth at Harbury Pharmacy; the kids' were done at home.",
        ask: "Where were my new photos taken?",
        value: "Harbury Pharmacy",
      },
    ],
    updated: {
      say: "The fast-track appointment at the passport office is on 17 June; the standard service quoted three weeks.",
      update: "They've had a computer outage, so we've been moved to 2 July instead.",
      ask: "When are we due at the passport office?",
      value: "17 June",
      now: "2 July",
    },
    ancestor: [
      {
        say: "The old passports go back by Special Delivery, and the birth certificates by recorded post.",
        ask: "How are we returning the old passports?",
        value: "Special Delivery",
      },
      {
        say: "Leo's current passport runs out on 9 November, and mine on 30 January.",
        ask: "When does Leo's expire?",
        value: "9 November",
      },
      {
        say: "The passport office is on Bridgefoot Lane, four doors down from the bank.",
        ask: "What street is the office on?",
        value: "Bridgefoot Lane",
      },
    ],
    chatter: [
      "Leo pulled a face in every single attempt.",
      "The online form timed out twice on me.",
      "I found my first passport from 1994 in a drawer.",
      "Our daughter wants to know if she can choose her own picture next time.",
      "The queue at the post office went out of the door.",
      "My husband insists on keeping all the old ones with the corners cut off.",
      "I still don't understand why you can't smile in them.",
      "We've never left it this late before.",
      "My colleague Tariq had his renewed in four days.",
      "Do you think the kids need their own travel pillows?",
      "I've made a checklist and stuck it to the fridge.",
      "The printer ran out of ink halfway through.",
      "Leo asked if he needs a passport for Wales.",
      "It's meant to be around 30 degrees over there.",
      "I spent £6 on pictures that got rejected.",
      "The kids are arguing over who gets the window seat.",
    ],
  },
  {
    name: "team away day",
    early: [
      {
        say: "The away day is at Hartfield Manor near Ledbury; last year's was at a golf club in Malvern.",
        ask: "Where is the away day being held?",
        value: "Hartfield Manor",
      },
      {
        say: "The coach leaves the office car park at 8:10 and brings us back around 6.",
        ask: "When does the bus set off?",
        value: "8:10",
      },
      {
        say: "There are 23 of us going, and 2 from finance can't make it.",
        ask: "How many people are attending?",
        value: "23",
      },
      {
        say: "Lunch is catered by Sorrel & Thyme, and dinner is at the Plough.",
        ask: "Who's doing the food at midday?",
        value: "Sorrel & Thyme",
      },
      {
        say: "Our budget is £1,950 for the day, and £400 of that is for the activity.",
        ask: "What's the budget for the whole trip?",
        value: "1,950",
      },
    ],
    updated: {
      say: "The workshop will be run by a facilitator called Janine Osei, and Marco from HR is introducing her.",
      update: "Bad news from the agency: she's broken her ankle, so a man named Callum Fairbairn is stepping in.",
      ask: "Who is leading the workshop?",
      value: "Janine Osei",
      now: "Callum Fairbairn",
    },
    ancestor: [
      {
        say: "The team-building exercise is a raft race on the lake; the wet-weather backup is an escape room.",
        ask: "What's the team-building exercise?",
        value: "raft race",
      },
      {
        say: "Dietary requirements go to Bethan on reception by Friday, and lift shares to Sam.",
        ask: "Who do dietary requirements go to?",
        value: "Bethan",
      },
      {
        say: "The dress code is smart casual, with wellies for the afternoon.",
        ask: "What should people wear?",
        value: "smart casual",
      },
    ],
    chatter: [
      "Last year someone fell in the pond during the treasure hunt.",
      "I'm not a fan of trust exercises.",
      "Our manager Deborah is weirdly excited about it.",
      "The coach had no air conditioning last time.",
      "Do you think we'll get any actual work done?",
      "Rohan from IT has already asked about the bar tab.",
      "I need to find my walking boots in the loft.",
      "The forecast says showers after lunch.",
      "Someone suggested karaoke, and I'm hoping it was a joke.",
      "We've been told to bring three ideas for next year.",
      "My desk plant will be lonely for a day.",
      "The last team photo was taken in 2019 and half of them have left.",
      "I'm sharing a lift back with Anika if the coach is late.",
      "Apparently there are alpacas on the estate.",
      "I'll be useless at anything involving water.",
      "Somebody always brings homemade flapjacks.",
    ],
  },
];
