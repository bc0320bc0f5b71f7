/**
 * Held-out long-history cases, blind set 10 (issue 36, "Long histories"). Written by a helper that
 * had read neither the engine code (nothing under lib/) nor the earlier blind sets' cases (beyond
 * the first case of -blind-9.ts) nor the other long-history case files (long-history-paraphrased.ts,
 * long-history-updates-dev.ts, long-history-train.ts). It read only: the types and the first case
 * of ../long-history-cases.ts (with the doc comment above them); ../conversation.ts, for the script
 * builder (historyScript, how chatter and the update are placed), which it read with the rest of
 * that file (the long-history loop and the `correct`/`states` checks); the doc comment and first
 * case of heldout/long-history-blind-9.ts (for the format and the doc-comment style); and in
 * ../run.ts the lines that import and register the blind sets and the two comments naming them. It
 * never ran an eval or put these questions to the engine. Held out: its misses are not to be read
 * case by case, and nothing is to be tuned on it.
 *
 * Six conversations (five early facts, one updated at the middle, three in the parent before the
 * branch, sixteen chatter lines each), the six updates of six kinds:
 * - a family reunion (person's name): whoever does the catering, an aunt, Rosalind, becomes a
 *   cousin, Mairead (the buffet is "taken over" because the aunt's hip operation was brought forward);
 * - a car's MOT and service (time of day): the drop-off, 8:15, becomes 7:30 (the mechanic rang: he
 *   has a clutch job first thing);
 * - learning to sail (count): the beginners' group, 14, becomes 17 (the club squeezed in three
 *   latecomers);
 * - a kitchen extension's planning application (date): the close of the neighbour consultation,
 *   21 May, becomes 4 June (the planning officer's email: the site notice went up late);
 * - a book club (street): this month's meeting, at a house on Cranmer Road, moves to a flat on
 *   Lowther Street (another member hosts: the plasterers are in);
 * - remortgaging the house (percentage): the five-year fixed rate, 4.29%, becomes 3.94% (the lender
 *   trimmed its pricing).
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

export const LONG_HISTORY_BLIND_10: LongHistoryCase[] = [
  {
    name: "family reunion",
    early: [
      {
        say: "The reunion is at Hollins Barn outside Ludlow on the first Saturday of July; the runner-up was the cricket pavilion in Clee.",
        ask: "Where is the reunion being held?",
        value: "Hollins Barn",
      },
      {
        say: "So far 46 relatives have said yes, and another dozen are still on maybe.",
        ask: "How many people have confirmed they're coming?",
        value: "46",
      },
      {
        say: "The barn costs £650 for the day, plus £80 for cleaning afterwards.",
        ask: "How much does the barn cost for the day?",
        value: "650",
      },
      {
        say: "Great-uncle Teodor is flying in from Winnipeg, and his daughter may come over from Calgary.",
        ask: "Where is Teodor flying in from?",
        value: "Winnipeg",
      },
      {
        say: "The adults' T-shirts are bottle green and the kids' ones are mustard yellow.",
        ask: "What colour are the grown-ups' T-shirts?",
        value: "bottle green",
      },
    ],
    updated: {
      say: "My aunt Rosalind is doing the catering, and her neighbour is lending us a tea urn.",
      update:
        "Big change with the buffet: cousin Mairead has taken it over, since the hip operation got brought forward.",
      ask: "Who's in charge of the food?",
      value: "Rosalind",
      now: "Mairead",
    },
    ancestor: [
      {
        say: "Cousin Fenella runs the WhatsApp group, and her brother keeps the spreadsheet of who's paid.",
        ask: "Who's running the WhatsApp group?",
        value: "Fenella",
      },
      {
        say: "We've booked nine rooms at the Feathers Hotel for those travelling far; the Travelodge only had four left.",
        ask: "Where did we reserve rooms for people coming from a distance?",
        value: "Feathers",
      },
      {
        say: "Everyone chips in £25 a head towards the barn, and under-12s go free.",
        ask: "How much is each adult contributing?",
        value: "25",
      },
    ],
    chatter: [
      "Granny would have loved seeing everyone in one place again.",
      "I found a photo from the 1994 reunion where everyone has terrible haircuts.",
      "Should we do a quiz about the family tree, or is that too much?",
      "My cousin's twins are turning three that same week.",
      "Someone needs to tell Uncle Bernard there's no karaoke this time.",
      "I spent an hour on the phone with the Irish side sorting out who's related to whom.",
      "The weather forecast for the summer is useless this far out.",
      "Do you think a bouncy castle is worth it for the little ones?",
      "Last time it poured down and we all crammed into a marquee.",
      "My mum keeps sending me old letters she's found in the loft.",
      "We might print a family tree poster about two metres wide.",
      "Half the Australian branch still hasn't replied to my email.",
      "I'm making a playlist of songs from the sixties for the evening.",
      "Parking could be tricky down that lane if everyone brings a car.",
      "My brother Declan thinks name badges are naff, but I'm doing them anyway.",
      "There's a lovely walk along the river if people want to escape for a bit.",
    ],
  },
  {
    name: "car MOT and service",
    early: [
      {
        say: "The MOT is due on 3 March, and the road tax runs out at the end of April.",
        ask: "What's the deadline for the MOT?",
        value: "3 March",
      },
      {
        say: "I'm taking it to Farrow's Garage on Mill Lane rather than the main dealer in Stafford.",
        ask: "Which garage am I using?",
        value: "Farrow",
      },
      {
        say: "The full service is quoted at £289, and the MOT itself is £54.85.",
        ask: "How much is the service quoted at?",
        value: "289",
      },
      {
        say: "The mileage is 71,400 now; the last service was at 58,000.",
        ask: "How many miles are on the clock?",
        value: "71,400",
      },
      {
        say: "The car's a 2016 Skoda Octavia estate in grey, and the registration ends in KXE.",
        ask: "What model is the car?",
        value: "Octavia",
      },
    ],
    updated: {
      say: "I'm dropping the car off at 8:15 in the morning and collecting it after work.",
      update: "The mechanic rang: could we bring it in at 7:30 instead, because he has a clutch job first thing.",
      ask: "What time do I drop the car off?",
      value: "8:15",
      now: "7:30",
    },
    ancestor: [
      {
        say: "The courtesy car is a little Fiat Panda, and I have to give it back with a full tank.",
        ask: "What's the loan vehicle they're lending me?",
        value: "Panda",
      },
      {
        say: "Last year's advisory was corrosion on the rear brake pipes, plus a bit of play in a wheel bearing.",
        ask: "What was last year's advisory about?",
        value: "brake pipes",
      },
      {
        say: "I've put aside £600 in the car fund; the insurance renewal comes out separately.",
        ask: "How much have I saved towards the bills?",
        value: "600",
      },
    ],
    chatter: [
      "The passenger window has started making a squeaking noise.",
      "My neighbour Graham swears his diesel has done 200,000 miles without a fuss.",
      "I really should learn how to check the oil myself.",
      "Do electric cars even need an MOT in the same way?",
      "The car wash on the ring road charges £12 for the basic wash now.",
      "Parking at the station has gone up again.",
      "I hit a pothole on Tuesday that felt like it cracked the whole axle.",
      "My daughter wants to learn to drive as soon as she turns seventeen.",
      "There's a weird smell from the heater when it first comes on.",
      "Is it worth getting the air con regassed before summer?",
      "The boot is full of bags for the charity shop.",
      "I've had the same air freshener dangling there since 2021.",
      "A bird left a present all over the windscreen this morning.",
      "Petrol at the supermarket was 142.9p a litre yesterday.",
      "My old Fiesta never needed anything doing to it.",
      "The roof bars are still on from our camping trip in August.",
    ],
  },
  {
    name: "learning to sail",
    early: [
      {
        say: "The dinghy course is at Grafham Water; my friend Sue did hers at Rutland.",
        ask: "Where am I doing the sailing lessons?",
        value: "Grafham",
      },
      {
        say: "Our instructor is called Petra Lindqvist, and her assistant is a student named Jonno.",
        ask: "What's the instructor's name?",
        value: "Petra",
      },
      {
        say: "We start off in a Topper dinghy and move up to a Wayfarer for the final weekend.",
        ask: "What kind of boat do we begin in?",
        value: "Topper",
      },
      {
        say: "I got my wetsuit from Decathlon, and the neoprene boots were another £18.",
        ask: "Where did my wetsuit come from?",
        value: "Decathlon",
      },
      {
        say: "The whole course costs £395, including hire of a buoyancy aid.",
        ask: "What's the price of the course?",
        value: "395",
      },
    ],
    updated: {
      say: "We're a group of 14 complete beginners; the improvers' group next door has 6.",
      update: "The club squeezed in three latecomers, so it's 17 of us altogether.",
      ask: "How many people are on my course?",
      value: "14",
      now: "17",
    },
    ancestor: [
      {
        say: "My sailing buddy from work, Gwen, is lending me her spare gloves and a dry bag.",
        ask: "Who's lending me gloves?",
        value: "Gwen",
      },
      {
        say: "Club membership is £120 a year, or £70 more for a family add-on.",
        ask: "How much does it cost to join the club each year?",
        value: "120",
      },
      {
        say: "It's a reservoir so tides don't matter, but sessions are cancelled above Force 5.",
        ask: "How windy does it have to be before they cancel?",
        value: "Force 5",
      },
    ],
    chatter: [
      "I watched a video about capsizing and now I'm slightly terrified.",
      "My knots are getting better, though the bowline still defeats me.",
      "Do you think I need proper sailing sunglasses or will any do?",
      "The café at the club does a very good bacon roll.",
      "My grandad was in the navy for 22 years and never learned to swim.",
      "I keep mixing up port and starboard.",
      "My arms ached for two days after the first session.",
      "There was a heron on the jetty the whole morning.",
      "Someone on the course brought a flask of soup, which was genius.",
      "I'm reading a book about a woman who sailed round the world alone.",
      "The changing rooms are freezing at this time of year.",
      "My partner Lewis thinks I've joined a cult.",
      "We learned what 'in irons' means, the hard way.",
      "I bought a waterproof phone pouch for £9 on the way home.",
      "The forecast for Saturday looks breezy but sunny.",
      "Maybe one day we'll charter a yacht in Croatia.",
    ],
  },
  {
    name: "kitchen extension planning application",
    early: [
      {
        say: "The architect is Soren Achebe at Lanyard Studio; his old partner drew next door's loft conversion.",
        ask: "Which practice drew up the plans?",
        value: "Lanyard",
      },
      {
        say: "The extension goes 4.5 metres out from the back wall, with a flat roof and two rooflights.",
        ask: "How far out does it stick from the house?",
        value: "4.5",
      },
      {
        say: "The application reference is 24/01873/HOU; the tree survey has its own number.",
        ask: "What's the reference on the planning application?",
        value: "24/01873/HOU",
      },
      {
        say: "The builder we're leaning towards is Marek Dudek, who quoted £68,000 for the shell.",
        ask: "Which builder are we favouring?",
        value: "Dudek",
      },
      {
        say: "The council's planning fee was £258, which I paid online by card.",
        ask: "How much did the council charge us to apply?",
        value: "258",
      },
    ],
    updated: {
      say: "The neighbour consultation closes on 21 May, and a decision is due by mid-July.",
      update:
        "The planning officer's email says objections are accepted until 4 June now, because the site notice went up late.",
      ask: "When is the last day for people to send in comments?",
      value: "21 May",
      now: "4 June",
    },
    ancestor: [
      {
        say: "The party wall surveyor is Hattie Brannigan, though the neighbours can appoint their own if they like.",
        ask: "Who's doing the party wall side of things?",
        value: "Brannigan",
      },
      {
        say: "The kitchen moves into the dining room for the 14 weeks the build takes.",
        ask: "How many weeks does the build take?",
        value: "14",
      },
      {
        say: "The bifold doors are going in anthracite grey; my wife would rather have white.",
        ask: "What colour did we choose for the folding glass panels?",
        value: "anthracite",
      },
    ],
    chatter: [
      "We've been looking at worktops and the quartz ones cost a fortune.",
      "My mother-in-law thinks we should just knock through instead.",
      "I've pinned about 300 kitchen photos on Pinterest.",
      "Do we really need an island, or is that just a trend?",
      "The garden will be a building site all summer.",
      "Our neighbour Ken extended his place back in 2019 and it looks great.",
      "Underfloor heating seems like a luxury until you feel a cold tiled floor in January.",
      "I'm worried about where the cat will go during the noise.",
      "The old units are from the nineties and the hinges are falling off.",
      "A friend recommended a lighting designer, but that sounds like overkill.",
      "We'll be living on microwave meals for a while.",
      "I measured the fridge three times and still don't trust the number.",
      "Skylights make such a difference to a north-facing room.",
      "The drainage plans look like hieroglyphics to me.",
      "My dad offered to help with the demolition, which is a worry.",
      "We might put a little herb garden by the new back door.",
    ],
  },
  {
    name: "book club",
    early: [
      {
        say: "This month we're reading The Salt Path, and next month it's a Le Carré.",
        ask: "What's the book for this month?",
        value: "Salt Path",
      },
      {
        say: "The group has 11 members, though usually only about 8 turn up.",
        ask: "How many members does the group have?",
        value: "11",
      },
      {
        say: "Yusra picks the titles this term, and then it's Colm.",
        ask: "Who's choosing what we read?",
        value: "Yusra",
      },
      {
        say: "The annual subs are £30, which covers wine and the odd author visit.",
        ask: "How much are the yearly subs?",
        value: "30",
      },
      {
        say: "We meet on the second Thursday of the month, except December, when it's a pub dinner.",
        ask: "Which night of the week do we gather?",
        value: "second Thursday",
      },
    ],
    updated: {
      say: "This month we're meeting at Harriet's, 27 Cranmer Road, round the corner from the Co-op.",
      update:
        "Slight switch: Dominic is hosting instead, at his flat on Lowther Street, because the plasterers are in at the other place.",
      ask: "Where's the next get-together being held?",
      value: "Cranmer Road",
      now: "Lowther Street",
    },
    ancestor: [
      {
        say: "The author Q&A in April is at the Carnegie Library, in the upstairs reading room.",
        ask: "Where's the author Q&A taking place?",
        value: "Carnegie",
      },
      {
        say: "Bernadette lent me her copy; mine is still on order from Hive.",
        ask: "Who lent me a book?",
        value: "Bernadette",
      },
      {
        say: "Our shared list of suggestions has 23 titles on it, and we've done 9 of them.",
        ask: "How long is the suggestions list now?",
        value: "23",
      },
    ],
    chatter: [
      "I only got halfway through last month's book, to be honest.",
      "Someone always brings a lemon drizzle cake, and nobody complains.",
      "Do audiobooks count if you listened at double speed?",
      "We had a fierce argument about the ending of the last one.",
      "My Kindle died on the train and I lost all my highlights.",
      "The library sale had paperbacks at 50p each, so I bought a stack.",
      "I'd like us to read more poetry, but I'm outvoted.",
      "Gerald's review on Goodreads was longer than the book itself.",
      "Is it rude to skip the discussion and just come for the wine?",
      "Someone suggested a Russian novel of 900 pages, which was vetoed.",
      "I tend to fall asleep after about ten pages in bed.",
      "My sister runs a club in Leeds that only reads crime.",
      "We once spent an hour talking about the cover design.",
      "I've started keeping a reading journal, like a proper nerd.",
      "The new bookshop on the high street does a members' discount.",
      "Half of us cried at the last chapter and the other half were baffled.",
    ],
  },
  {
    name: "remortgaging the house",
    early: [
      {
        say: "Our broker is Anwar Siddiqui at Keystone Mortgages; my brother used him for his buy-to-let.",
        ask: "Who is arranging the new loan for us?",
        value: "Siddiqui",
      },
      {
        say: "The outstanding balance is £184,000, with nineteen years left on the term.",
        ask: "How much do we still owe?",
        value: "184,000",
      },
      {
        say: "The current fix ends on 30 November, after which we'd drop onto the standard variable rate.",
        ask: "When does the current fix end?",
        value: "30 November",
      },
      {
        say: "A surveyor valued the house at £365,000 last week, though Zoopla reckons more.",
        ask: "What did the surveyor value the house at?",
        value: "365,000",
      },
      {
        say: "The arrangement fee is £999, or there's a no-fee product at a slightly higher rate.",
        ask: "What's the fee for setting the loan up?",
        value: "999",
      },
    ],
    updated: {
      say: "The rate he found us is 4.29% fixed for five years; a two-year deal was 4.61%.",
      update: "The lender trimmed its pricing on Monday, so it's 3.94% now.",
      ask: "What interest rate are we getting?",
      value: "4.29",
      now: "3.94",
    },
    ancestor: [
      {
        say: "The solicitor is Hollis & Crane, and the lender covers their fee.",
        ask: "Which law firm is handling the legal side?",
        value: "Hollis",
      },
      {
        say: "We're borrowing an extra £15,000 on top to redo the bathroom.",
        ask: "How much extra are we borrowing?",
        value: "15,000",
      },
      {
        say: "We can overpay 10% a year without any penalty.",
        ask: "How much can we pay off early each year with no charge?",
        value: "10%",
      },
    ],
    chatter: [
      "Interest rates have been all over the news lately.",
      "My colleague Priya just went with a tracker and swears by it.",
      "I still don't really understand what an ERC is.",
      "We had to dig out three months of bank statements.",
      "The paperwork alone is enough to put anyone off.",
      "Dad paid his mortgage off at 52 and never lets us forget it.",
      "Should we be putting more into pensions instead?",
      "The bathroom tiles are cracked and the extractor fan sounds like a jet engine.",
      "I made a spreadsheet of our outgoings and it was quite sobering.",
      "Someone at work said the Bank of England meets again next month.",
      "We briefly talked about moving to Shropshire instead.",
      "The credit check went through without any drama, thankfully.",
      "I keep getting letters offering us a credit card with a 0% intro period.",
      "Our energy bills went up again in April.",
      "My partner would rather spend the savings on a campervan.",
      "It's strange to think we'll be mortgage-free by our sixties.",
    ],
  },
];
