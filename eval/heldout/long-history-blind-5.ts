/**
 * Held-out long-history cases, blind set 5 (issue 36, "Long histories"). Written by a helper that
 * had read neither the engine code (nothing under lib/) nor the earlier blind sets' cases
 * (heldout/long-history-blind.ts to -blind-3.ts; of -blind-4.ts only its doc comment and first case,
 * for the format) nor the other long-history case files (long-history-paraphrased.ts,
 * long-history-updates-dev.ts), only the types and the first case of ../long-history-cases.ts (and,
 * to learn how chatter is used, the script builder in ../conversation.ts), and that never ran an eval
 * or put these questions to the engine. Held out: its misses are not to be read case by case, and
 * nothing is to be tuned on it.
 *
 * Six conversations (five early facts, one updated at the middle, three in the parent before the
 * branch, sixteen chatter lines each):
 * - community theatre production: opening night, 17 April, becomes 8 May (the hall is double-booked);
 * - starting an online candle shop: launch day, 6 October, becomes 20 October (the photographer);
 * - PhD thesis submission: the deadline, 30 June, becomes 15 September (an extension);
 * - buying a used car: collection, 9 May, becomes 16 May (the MOT found a worn brake disc);
 * - organising a charity bike ride: the date, 7 September, becomes 21 September (the road closures);
 * - learning the cello: the Grade 1 exam, 12 November, becomes 3 December (the sessions moved).
 *
 * Phrasing, counted with a scratch script (stop words dropped, words stemmed) over the 54 questions
 * against their statements: 18 share no content word, 18 share one, 18 share two or more. No update
 * repeats the value it replaces, and none shares a content word with its question; three share one
 * word with their original statement (the month). Most statements carry a second, similar detail
 * that is never asked.
 */

import type { LongHistoryCase } from "@/eval/long-history-cases";

export const LONG_HISTORY_BLIND_5: LongHistoryCase[] = [
  {
    name: "community theatre production",
    early: [
      {
        say: "The group voted for Blithe Spirit as the spring show; Arsenic and Old Lace came a close second.",
        ask: "Remind me which play we settled on in the end?",
        value: "Blithe Spirit",
      },
      {
        say: "I've been cast as Madame Arcati, and my friend Dilys is understudying Elvira.",
        ask: "What part did I get again?",
        value: "Madame Arcati",
      },
      {
        say: "Performances run at St Barnabas Hall; the dress rehearsal is at the scout hut next door.",
        ask: "Where are the performances going to be?",
        value: "St Barnabas Hall",
      },
      {
        say: "Tickets are £12.50 for adults and £8 for concessions.",
        ask: "How much is an adult ticket?",
        value: "12.50",
      },
      {
        say: "The director is a retired drama teacher called Howard Pemberton; his wife Jean is doing the costumes.",
        ask: "Who's in charge of the whole production?",
        value: "Howard Pemberton",
      },
    ],
    updated: {
      say: "Opening night is Thursday 17 April, and we close on the Saturday.",
      update: "The hall's been double-booked for a bridge tournament that week, so curtain up is now 8 May.",
      ask: "When's opening night?",
      value: "17 April",
      now: "8 May",
    },
    ancestor: [
      {
        say: "Rehearsals are on Tuesday evenings, with an extra Sunday afternoon run-through near the end.",
        ask: "Which evening are rehearsals on?",
        value: "Tuesday",
      },
      {
        say: "The prompt is a lovely woman called Marguerite; the lighting is done by a teenager named Kofi.",
        ask: "Who's going to feed me my lines if I dry up on stage?",
        value: "Marguerite",
      },
      {
        say: "We need to be off-book by 15 March, and the tech run is on the 29th.",
        ask: "When do we need to be off-book by?",
        value: "15 March",
      },
    ],
    chatter: [
      "I spent an hour trying to get the French windows to open on cue.",
      "Do you think I should do a slight accent or play it straight?",
      "The set builders used about forty metres of timber last weekend.",
      "Our séance table wobbles every time someone leans on it.",
      "Brian keeps forgetting to bring the gramophone prop.",
      "I read the whole script aloud to the cat, who was unimpressed.",
      "There's a cast party planned at the Red Lion after the last show.",
      "My husband says he'll come twice, which is generous of him.",
      "We had a read-through that went on until nearly eleven.",
      "The smoke machine set off the fire alarm on Monday.",
      "I've been drinking honey and lemon to save my voice.",
      "Someone donated a box of 1930s hats from their gran's loft.",
      "Learning lines on the bus gets me some funny looks.",
      "The programme needs a short biography from each of us, fifty words at most.",
      "Poppy, who plays Edith, is only sixteen and already brilliant.",
      "I tripped over a cable in the blackout and bruised my shin.",
    ],
  },
  {
    name: "starting an online candle shop",
    early: [
      {
        say: "The shop's going to be called Wickwell; my sister wanted Little Flame.",
        ask: "What name did we give the business?",
        value: "Wickwell",
      },
      {
        say: "The store runs on Shopify, and card payments go through Stripe.",
        ask: "Which platform is the website built on?",
        value: "Shopify",
      },
      {
        say: "The wax comes from a supplier in Bristol called Hive Wholesale; the wicks come from a firm in Leipzig.",
        ask: "Where do I get my wax from?",
        value: "Hive Wholesale",
      },
      {
        say: "The big jars will sell for £24 and the travel tins for £9.50.",
        ask: "What price are the big jars going for?",
        value: "24",
      },
      {
        say: "I've ordered 300 shipping boxes, plus 200 sheets of tissue paper.",
        ask: "How many shipping boxes did I order?",
        value: "300",
      },
    ],
    updated: {
      say: "Launch day is set for 6 October, the Monday after the craft fair.",
      update:
        "Change of plan: the photographer can't shoot the product pictures until later, so the doors open online on 20 October.",
      ask: "When are we going live?",
      value: "6 October",
      now: "20 October",
    },
    ancestor: [
      {
        say: "Orders will go out by Royal Mail second class; anything over £50 goes tracked.",
        ask: "Which courier are we posting with?",
        value: "Royal Mail",
      },
      {
        say: "The logo was designed by a freelancer called Anouk, and her partner Sami did the banner.",
        ask: "Who did our logo?",
        value: "Anouk",
      },
      {
        say: "Customers can send things back within 14 days, and refunds go out within 5 working days.",
        ask: "How long do people have to return something?",
        value: "14 days",
      },
    ],
    chatter: [
      "I burned my thumb on hot wax again yesterday.",
      "Do you think lavender or sea salt will sell better?",
      "My spare room smells like a cake shop now.",
      "Etsy takes a fee on every listing, which adds up.",
      "I spent three hours writing product descriptions for nine scents.",
      "The label printer jammed twice this morning.",
      "My friend Caz says her soap business took a year to break even.",
      "I'm not sure whether to offer gift wrapping.",
      "The cat knocked a tray of cooling candles off the table.",
      "I watched a video on photographing products against white card.",
      "Should I start a newsletter before or after I have customers?",
      "Soy wax frosts a bit, which apparently is normal.",
      "My accountant friend Dev says to keep every receipt.",
      "I tested a burn time of about forty hours on the large size.",
      "Packaging is weirdly the most expensive part.",
      "Mum has already asked for mates' rates, obviously.",
    ],
  },
  {
    name: "PhD thesis submission",
    early: [
      {
        say: "My main supervisor is Professor Aileen Markham, and my second supervisor is Dr Tobias Wren.",
        ask: "Who's my main supervisor?",
        value: "Aileen Markham",
      },
      {
        say: "The external examiner will be Dr Ravi Chandran from Edinburgh; the internal is Dr Helen Frost from our department.",
        ask: "Who's coming from another university to assess me?",
        value: "Ravi Chandran",
      },
      {
        say: "The word limit is 80,000, not counting the bibliography and appendices.",
        ask: "What's the maximum length allowed?",
        value: "80,000",
      },
      {
        say: "I'm writing it in LaTeX on Overleaf, and my references live in Zotero.",
        ask: "What am I using to keep track of my references?",
        value: "Zotero",
      },
      {
        say: "My fieldwork was done at Moor House in the North Pennines, with a pilot season at Whitelee.",
        ask: "Where did I do my fieldwork?",
        value: "Moor House",
      },
    ],
    updated: {
      say: "The submission deadline is 30 June, and the graduate school wants a printed copy as well.",
      update: "Good news, the extension went through: I've got until 15 September now.",
      ask: "When do I have to hand the thesis in?",
      value: "30 June",
      now: "15 September",
    },
    ancestor: [
      {
        say: "The print shop on campus charges £4.50 per bound copy; the one in town charges £6.20.",
        ask: "How much does the campus print shop charge per copy?",
        value: "4.50",
      },
      {
        say: "My office mate Mirela has promised to proofread chapters two and three; Jonas said he'd check the figures.",
        ask: "Who offered to check my chapters for typos?",
        value: "Mirela",
      },
      {
        say: "The abstract has to be under 300 words, and the lay summary under 150.",
        ask: "How long can the abstract be?",
        value: "300",
      },
    ],
    chatter: [
      "I spent the whole morning fixing a single figure caption.",
      "My coffee intake is probably not healthy right now.",
      "Do you think I should cut the second appendix?",
      "The lab's freezer broke again and everyone panicked.",
      "I've started dreaming about citation formats.",
      "My flatmate Joel thinks a PhD is just a long essay.",
      "I went for a walk by the canal to clear my head.",
      "The printer in our corridor only works on Tuesdays, apparently.",
      "I found a typo in a paper I published in 2021.",
      "Reviewer two on my journal article was brutal.",
      "My laptop fan sounds like a jet engine every time it compiles.",
      "I keep reorganising my desk instead of writing.",
      "Someone in the department brought in lemon drizzle cake.",
      "I've written about 1,200 words today, which feels like a win.",
      "My mum asked if she'll have to call me doctor at Christmas.",
      "The library closes at ten during the summer.",
    ],
  },
  {
    name: "buying a used car",
    early: [
      {
        say: "We've settled on a 2019 Skoda Octavia estate; the Ford Focus we test-drove had too many miles on it.",
        ask: "Which car are we getting again?",
        value: "Skoda Octavia",
      },
      {
        say: "The dealer is Marsh Lane Motors in Harrogate; the salesman is called Dean.",
        ask: "Where are we buying it from?",
        value: "Marsh Lane Motors",
      },
      {
        say: "The agreed price is £13,250 after they knocked £400 off.",
        ask: "What price did we agree on in the end?",
        value: "13,250",
      },
      {
        say: "It's done 41,000 miles and comes with two keys and a full service history.",
        ask: "How many miles has it done?",
        value: "41,000",
      },
      {
        say: "The colour is what Skoda calls Race Blue; my wife preferred the Moon White one.",
        ask: "What colour is the car?",
        value: "Race Blue",
      },
    ],
    updated: {
      say: "We're collecting it on Friday 9 May, once the plates are done.",
      update: "The garage rang: the MOT found a worn brake disc, so handover slides to 16 May.",
      ask: "When do we pick the car up?",
      value: "9 May",
      now: "16 May",
    },
    ancestor: [
      {
        say: "Insurance is with Direct Line at £512 a year; Admiral quoted £580.",
        ask: "Who did we go with for insurance?",
        value: "Direct Line",
      },
      {
        say: "The new registration is YK19 PLV; the old Corsa was WN62 TRE.",
        ask: "What's the reg on the new car?",
        value: "YK19 PLV",
      },
      {
        say: "They're giving us £2,100 for the old Corsa in part exchange, and the finance deposit is £1,500.",
        ask: "What are they giving us for the Corsa?",
        value: "2,100",
      },
    ],
    chatter: [
      "The kids have already argued about who sits in the front.",
      "I had no idea how much tyres cost these days.",
      "Should we get a roof box for the summer trip?",
      "My dad always said never buy a car in the rain.",
      "The coffee machine in the showroom was better than ours.",
      "I looked up the fuel economy, about 55 to the gallon apparently.",
      "The dog will need a boot guard.",
      "Our street has nowhere to park after six.",
      "I read twenty reviews and they all said the seats are comfy.",
      "The old heater has been broken since 2020.",
      "Do you think dash cams are worth it?",
      "We need to clear all the crisp packets out of the glovebox.",
      "My colleague Anita just bought an electric one and loves it.",
      "I keep refreshing the finance calculator.",
      "The car wash on Station Road is shut for repairs.",
      "I want one with a proper CD player, which makes me sound ancient.",
    ],
  },
  {
    name: "organising a charity bike ride",
    early: [
      {
        say: "The ride is raising money for Hospice at Home; last year's went to the Air Ambulance.",
        ask: "Which charity is it for this time?",
        value: "Hospice at Home",
      },
      {
        say: "We start in Chester and finish at Conwy Castle, with lunch in Ruthin.",
        ask: "Where do we finish?",
        value: "Conwy Castle",
      },
      {
        say: "We've got 38 riders signed up so far, and 6 volunteers for the feed stations.",
        ask: "How many riders have signed up?",
        value: "38",
      },
      {
        say: "The fundraising target is £15,000; we raised £11,200 last time.",
        ask: "How much are we hoping to raise?",
        value: "15,000",
      },
      {
        say: "Entry costs £25 per rider, which covers a t-shirt and a medal.",
        ask: "What's the fee to take part?",
        value: "25",
      },
    ],
    updated: {
      say: "The ride itself is on 7 September, the weekend after the schools go back.",
      update: "The council couldn't close the roads in time, so everything's moved to 21 September.",
      ask: "What's the date of the ride?",
      value: "7 September",
      now: "21 September",
    },
    ancestor: [
      {
        say: "The support van is being driven by my brother-in-law Gareth; the mechanic is Sunil from the bike shop.",
        ask: "Who's driving the support van?",
        value: "Gareth",
      },
      {
        say: "Everyone rides in the yellow jerseys; the marshals wear orange bibs.",
        ask: "What colour jersey are we wearing?",
        value: "yellow",
      },
      {
        say: "The first water stop is at the Loggerheads café, and the second is a pub in Denbigh.",
        ask: "Where can we fill our bottles first?",
        value: "Loggerheads",
      },
    ],
    chatter: [
      "I did forty miles on Sunday and my legs are still complaining.",
      "Padded shorts are the best thing I've ever bought.",
      "Do you think we need a first aid course for the marshals?",
      "My neighbour Terry has offered to make flapjacks.",
      "The hill out of Llangollen looks brutal on the profile.",
      "I got a puncture on the canal path yesterday.",
      "We should print a few laminated route cards.",
      "Someone asked if e-bikes are allowed, and I said probably.",
      "The local paper might do a piece about us.",
      "I've been eating pasta every night this week.",
      "My chain squeaks no matter how much oil I use.",
      "Half the group want a Facebook page, half want WhatsApp.",
      "It hailed for ten minutes on my training loop.",
      "I need to remember sun cream this time.",
      "Our club secretary Bethan is sorting the risk assessment.",
      "The medals arrived and they're surprisingly heavy.",
    ],
  },
  {
    name: "learning the cello",
    early: [
      {
        say: "My teacher is Ingrid Solberg, who used to play with the Hallé; her student Tomasz runs the beginners' group.",
        ask: "Who's my teacher?",
        value: "Ingrid Solberg",
      },
      {
        say: "Lessons are on Wednesday at 5pm, and the group class is Saturday morning.",
        ask: "What day's my lesson?",
        value: "Wednesday",
      },
      {
        say: "I'm renting the cello from Forsyth's for £28 a month; buying one outright would be about £900.",
        ask: "How much is the cello rental each month?",
        value: "28",
      },
      {
        say: "I'm working through Suzuki Book 1, with Essential Elements on the side.",
        ask: "Which method am I learning from?",
        value: "Suzuki",
      },
      {
        say: "The first piece I'm aiming to play properly is Bach's Minuet in G; after that, The Swan.",
        ask: "What's the first thing I want to get right?",
        value: "Minuet in G",
      },
    ],
    updated: {
      say: "My Grade 1 exam is booked for 12 November.",
      update: "ABRSM shuffled their sessions, so I'm now sitting it on 3 December.",
      ask: "When's my cello exam?",
      value: "12 November",
      now: "3 December",
    },
    ancestor: [
      {
        say: "I practise in the spare room, since the neighbours complained when I used the lounge.",
        ask: "Which room do I practise in?",
        value: "spare room",
      },
      {
        say: "I use Pirastro rosin, and the strings are Larsen.",
        ask: "Which rosin do I use?",
        value: "Pirastro",
      },
      {
        say: "My practice goal is 30 minutes a day, and an hour on Sundays.",
        ask: "How long should I be playing every day?",
        value: "30 minutes",
      },
    ],
    chatter: [
      "My left hand aches after holding down the strings.",
      "The spike keeps slipping on the wooden floor.",
      "I watched Yo-Yo Ma play the Prelude and felt hopeless.",
      "Do you think I'm too old at 47 to get properly good?",
      "The case is bigger than I expected and barely fits in the car.",
      "My daughter Freya laughs every time I tune up.",
      "I keep forgetting to loosen the bow afterwards.",
      "Vibrato looks impossible from where I'm sitting.",
      "There's a scratchy noise on the C string I can't fix.",
      "I bought a metronome app that cost £3.",
      "Somebody at work plays the viola, which I didn't know.",
      "Open strings are boring but apparently essential.",
      "I've been listening to Jacqueline du Pré on the drive home.",
      "My posture is terrible; I slouch like a question mark.",
      "The cat sits right by the endpin while I play.",
      "I managed a whole scale without squeaking yesterday.",
    ],
  },
];
