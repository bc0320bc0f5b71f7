/**
 * Held-out long-history cases, blind set 23 (issue 36, "Long histories"), each with the optional
 * `absent` questions. Written by a helper that read none of the engine code (nothing under lib/),
 * none of the earlier blind sets' cases (except the first case of -blind-22.ts) and none of the
 * other long-history case files. It read only these:
 * - the doc comment, the types (with the optional `absent` field and its doc comment) and the first
 *   case of ../long-history-cases.ts, printed up to that case's closing brace. The grep that found
 *   the range showed the export lines (the types' and the array's, all inside the printed range)
 *   and the line numbers of the other cases' opening and closing braces, nothing of their content;
 * - ../conversation.ts in full: historyScript, for where chatter, the update and the absent
 *   questions go, plus the long-history loop and the `correct`/`states`/`declines` checks (and the
 *   file's import lines, which name modules under lib/; none of them was opened);
 * - `containsValue` in ../../bench/kt.ts, which `states` calls. Slip: a first print of twelve lines
 *   above it, meant to catch its doc comment, also showed the last lines of the function before it
 *   (the fields of a returned report object, such as `appendChars` and `failures`) and the `median`
 *   helper. None of that is engine code;
 * - the doc comment and first case of heldout/long-history-blind-22.ts, for the format and the
 *   doc-comment style, printed up to that case's closing brace (with the import line between them).
 *   The grep that found the range showed only the export line and the line numbers of the braces
 *   of its first two cases;
 * - to avoid reusing topics, the leading doc comments of heldout/long-history-blind.ts to
 *   -blind-21.ts: those of -blind.ts to -blind-11.ts in full, each printed up to the line closing
 *   it (in -blind-3.ts the import line stands above the doc comment and was printed with it), and of
 *   -blind-12.ts to -blind-21.ts only their lists of conversations (with, for -blind-12.ts to
 *   -blind-16.ts, the rest of the comment after the list).
 * Apart from those, it saw only file names: a listing of eval/heldout/. It checked the Node version
 * and that Python has no nltk, and looked at nothing in node_modules. It ran no project code: its
 * scratch script, outside the repository, checked values with verbatim copies of `containsValue`
 * and `states`, and wrote this file from its own data. It never ran an eval and never put these
 * questions to the engine. This set is held out: its misses are not to be read case by case, and
 * nothing is to be tuned on it.
 *
 * There are six conversations, on topics no earlier set has used. Each has five early facts, one
 * fact updated at the middle, three facts in the parent before the branch, sixteen chatter lines
 * and four absent questions. The six updates are of six kinds:
 * - a Burns Night supper at the village hall (a count): catering for 46 people becomes 58 plates
 *   (the rugby club heard about it and snapped up a whole block of tickets);
 * - a daughter's Duke of Edinburgh expedition (a time of day): dropping her at the school car park
 *   at 7:30 becomes 6:45 at the gates (the school emailed: they want the groups walking before the
 *   heat builds);
 * - learning church bell-ringing (a person's name): the handling teacher Gordon Pettifer becomes
 *   Marjorie Ashdown (Gordon is off to live near his daughter in Norfolk);
 * - buying a touring caravan (a date): collecting it from the dealer on 17 May becomes a handover on
 *   7 June (the dealer rang: the habitation check found a soft patch under the front window);
 * - hearing aids for Mum (an amount of money): the pair at £2,450 becomes £2,180 all in (the
 *   audiologist rang back: that model's discontinued and the replacement is cheaper);
 * - building a garden office (a measurement): 5.4 metres wide becomes 4.6 metres across (the
 *   builder measured up and the ground drops away by the fence).
 *
 * The absent questions are asked in the parent after its fact questions, and the right reply says
 * it does not know. There are two shapes, two of each per conversation (12 and 12):
 * - the same attribute of a different thing that is never mentioned, sharing the head noun with a
 *   stated fact: who gives the Reply to the Lassies speech (the Immortal Memory speech's is
 *   stated); which whisky goes in the cranachan (the whisky for the toasts); the make of my own
 *   walking boots (her walking boots'); who leads the Year 11 group (her group leader); the tower
 *   captain at the cathedral (St Wilfrid's tower captain); how heavy the tenor at All Saints is
 *   (St Wilfrid's tenor's weight); what size gas bottle the barbecue takes (the caravan's gas
 *   bottle); where we pitch on the second trip (the pitch for the first trip); who did my own
 *   hearing test (Mum's); who Dad's GP is (Mum's GP); the colour of the garage door (the office's
 *   doors); the make of the heater in the conservatory (the office's heater);
 * - an attribute of a thing the conversation names but never gives a value for: the price of the
 *   supper tickets; which firm the caterers are; what the qualifying expedition costs; what the
 *   school app is called; the yearly fee for the guild; the year St Wilfrid's was built; what we
 *   paid for the caravan; what the winter storage costs; the Hearing Hub's phone number; the time
 *   of the fitting appointment; what the cabin kit costs; which day the base is poured.
 * Each one was checked by reading its whole conversation again (statements, update, ancestor
 * facts, fact questions and chatter). No line answers any of them, and the scratch script found no
 * fact value stated in any of them. No Reply to the Lassies, cranachan whisky, boots of mine, Year
 * 11 group, cathedral captain (the chatter's York Minster has only a video of change ringing), All
 * Saints, barbecue, second trip, hearing test of mine, GP of Dad's (he appears only with his
 * glasses), garage or conservatory is ever mentioned, and the conversations carry no ticket price,
 * caterers' name, app name, guild fee, building date, caravan price, storage fee, phone number,
 * appointment time, kit price or date for the base. Look-alikes stand near several: the band's
 * £380 and a kilt hire's £65 by the tickets, a Drambuie raffle prize by the cranachan, the
 * practice weekend's £85 and a compass's £12 by the qualifying expedition, a peal board's 1923 and
 * the tenor's 1887 recasting by St Wilfrid's, the insurance's £214 by the storage, and a skip
 * coming on Monday by the base.
 *
 * Phrasing was counted with a scratch script that is not committed. It dropped stop words, pronouns
 * and auxiliaries and reduced words with a crude suffix stripper of its own (not a Porter stemmer).
 * Over the 54 fact questions compared with their statements (the updated fact's question with its
 * original statement), 18 share no content word, 18 share one and 18 share two or more, 3/3/3 in
 * every conversation. No update repeats the value it replaces, and none shares a content word with
 * its question. Five updates share a word with their original statement: "cater" (catering,
 * caterers), "school", Gordon with "handling lessons", "dealer" and "metres"; the hearing aids'
 * shares none. Every value occurs in its own statement (or update) only, and not in another
 * statement, update, question, absent question or chatter line of its conversation (checked as a
 * case-insensitive substring). No new value contains the old one, and no old value contains the new
 * one. `containsValue` and `states` find each value in the sentence that carries it, and no value
 * is followed by a comma there. Several statements carry a second detail that is never asked (a
 * vegetarian haggis, Talisker for the top table, the band's £380, a 55-litre rucksack, the
 * minibus, boot size 5, a wedding in Chester, the tenor's weight, forty years of ringing, a 2019
 * caravan with a fixed bed, the insurance's £214, Calor propane, Stroud, the Minchinhampton
 * surgery, a refund, interest-free finance, Hereford, an armoured cable, bifolds). Each
 * conversation's chatter has its own names, numbers and dates and a few look-alikes: another
 * town's supper and a kilt hire; a brother's Silver expedition and a compass's price; another
 * ringer at the abbey and a peal board; the neighbours' Bailey and a Sprite; a friend's father's
 * NHS aids and an aunt's; a colleague's shed kit and a consumer unit.
 */

import type { LongHistoryCase } from "@/eval/long-history-cases";

export const LONG_HISTORY_BLIND_23: LongHistoryCase[] = [
  {
    name: "Burns Night supper at the village hall",
    early: [
      {
        say: "The haggis is coming from Macsween's in Edinburgh, plus a vegetarian one for the non-meat eaters.",
        ask: "Who's supplying the haggis?",
        value: "Macsween",
      },
      {
        say: "Our piper for the night is a lad called Fraser Dunlop from the pipe band in Hawick.",
        ask: "Who's playing the bagpipes for us?",
        value: "Fraser Dunlop",
      },
      {
        say: "The village hall is booked for Saturday 24 January and doors open at half six.",
        ask: "Which night is the supper on?",
        value: "24 January",
      },
      {
        say: "Uncle Hamish has agreed to address the haggis, and he's been rehearsing in the garage.",
        ask: "Who's doing the Address to a Haggis?",
        value: "Hamish",
      },
      {
        say: "The whisky for the toasts is Glenmorangie and there's a bottle of Talisker kept back for the top table.",
        ask: "Which malt are we pouring for the toasts?",
        value: "Glenmorangie",
      },
    ],
    updated: {
      say: "We're catering for 46 people at the supper.",
      update:
        "The rugby club heard about it and snapped up a whole block of tickets, so the caterers are doing 58 plates now.",
      ask: "How many guests are we feeding on the night?",
      value: "46",
      now: "58",
    },
    ancestor: [
      {
        say: "The ceilidh band is the Kelpie Stompers and they want £380 for the evening.",
        ask: "Which ceilidh band did we book?",
        value: "Kelpie Stompers",
      },
      {
        say: "Morag is doing the Immortal Memory speech this year.",
        ask: "Who's giving the Immortal Memory?",
        value: "Morag",
      },
      {
        say: "The tables are getting tartan runners borrowed from the Tweedside Bowling Club.",
        ask: "Who's lending us the tartan?",
        value: "Tweedside",
      },
    ],
    chatter: [
      "I've never actually had neeps and tatties done properly.",
      "My grandad used to recite Tam o' Shanter every January without a single note.",
      "Does anyone still tuck a sgian-dubh in their sock these days?",
      "Last year's supper in Kelso ran out of cranachan by nine o'clock.",
      "Kirsty says she'll bring her shortbread, the one with rice flour in it.",
      "I need to iron about thirty napkins before the weekend.",
      "The kilt hire place in Selkirk wants £65 for the full outfit.",
      "Should we print the Selkirk Grace on the place cards?",
      "Someone asked whether the raffle could have a bottle of Drambuie as first prize.",
      "The hall's heating is ancient, so I'm bringing two fan heaters.",
      "My neighbour Alasdair thinks vegetarian haggis is a crime.",
      "We watched a video of the Gay Gordons three times and I still turn the wrong way.",
      "The kids want to do Strip the Willow, which always ends with someone on the floor.",
      "I found a box of 200 paper plates in the loft, left over from the jubilee.",
      "Is it rude to ask the top table to help with the washing up?",
      "It snowed on the night of the supper in 2018 and half the guests never made it.",
    ],
    absent: [
      "Who's giving the Reply to the Lassies speech?",
      "Which whisky is going in the cranachan?",
      "How much are the tickets?",
      "Which firm is doing the catering?",
    ],
  },
  {
    name: "a daughter's Duke of Edinburgh expedition",
    early: [
      {
        say: "Isla's Bronze practice expedition sets off from the youth hostel in Castleton.",
        ask: "Where does her group start walking from?",
        value: "Castleton",
      },
      {
        say: "Her group leader from school is Mr Okonjo from the geography department.",
        ask: "Which teacher is in charge of her group?",
        value: "Okonjo",
      },
      {
        say: "The practice weekend costs £85 through the school app, minibus included.",
        ask: "How much is the trial expedition setting us back?",
        value: "85",
      },
      {
        say: "Her navigation partner is her friend Tamsin from netball.",
        ask: "Who's she doing the map reading with?",
        value: "Tamsin",
      },
      {
        say: "The rucksack we bought her is an Osprey that holds 55 litres.",
        ask: "What make of rucksack did we get her?",
        value: "Osprey",
      },
    ],
    updated: {
      say: "We have to drop her at the school car park at 7:30 on the Saturday morning.",
      update: "The school emailed: they want the groups walking before the heat builds, so it's 6:45 at the gates now.",
      ask: "What time do we need to drop Isla off?",
      value: "7:30",
      now: "6:45",
    },
    ancestor: [
      {
        say: "Her emergency contact on the form is her auntie Rhian because we'll be at a wedding in Chester that weekend.",
        ask: "Who did we put down as her emergency contact?",
        value: "Rhian",
      },
      {
        say: "She's breaking in a pair of Scarpa walking boots, a size 5, on the dog walks.",
        ask: "What brand are her walking boots?",
        value: "Scarpa",
      },
      {
        say: "Her qualifying expedition is the weekend of 14 June.",
        ask: "What weekend is the qualifying walk?",
        value: "14 June",
      },
    ],
    chatter: [
      "Isla burnt the pasta twice on the Trangia in the back garden.",
      "Why do blister plasters cost so much?",
      "The forecast for the Peaks looks damp but not awful.",
      "Her brother Callum did his Silver in Snowdonia three years ago.",
      "We practised putting the tent up in the lounge and it took forty minutes.",
      "She wants to take a whole jar of Nutella, which weighs a ton.",
      "Grandma keeps sending me articles about ticks.",
      "I bought a compass in the outdoor shop sale for £12.",
      "Isla says her friends' parents are far more relaxed than me.",
      "Do they really need to carry two litres of water each?",
      "Her volunteering section is at the Oxfam shop on Saturday mornings.",
      "Her physical section is swimming, which she's nearly finished.",
      "I've labelled every single thing with her name in marker pen.",
      "The head torch batteries died halfway through the garden camp-out.",
      "Callum says the worst bit is the last two hours of the second day.",
      "The dog is going to be very confused when she's gone for two nights.",
    ],
    absent: [
      "What make are my own walking boots?",
      "Who's leading the Year 11 group?",
      "How much does the qualifying expedition cost?",
      "What's the school app called?",
    ],
  },
  {
    name: "learning church bell-ringing",
    early: [
      {
        say: "Practice at St Wilfrid's tower is every Thursday evening from half seven.",
        ask: "Which night do the ringers meet?",
        value: "Thursday",
      },
      {
        say: "There are eight bells, and the tenor weighs just over a ton.",
        ask: "How many bells hang in the tower?",
        value: "eight",
      },
      {
        say: "The tower captain is Derek Halloran and he's rung there for over forty years.",
        ask: "Who's in charge of the ringers there?",
        value: "Derek Halloran",
      },
      {
        say: "I've joined the Kenbury Guild of Ringers, which covers most of the county.",
        ask: "Which ringing association have I signed up to?",
        value: "Kenbury",
      },
      {
        say: "The bell I'm learning on is the treble because it's the lightest.",
        ask: "Which bell have they started me on?",
        value: "treble",
      },
    ],
    updated: {
      say: "My teacher for handling lessons is Gordon Pettifer.",
      update:
        "Gordon's off to live near his daughter in Norfolk next month, so Marjorie Ashdown is taking over my handling lessons.",
      ask: "Who's showing me how to ring?",
      value: "Gordon Pettifer",
      now: "Marjorie Ashdown",
    },
    ancestor: [
      {
        say: "The quarter peal attempt is on Sunday 9 March before evensong.",
        ask: "When are we trying for the quarter peal?",
        value: "9 March",
      },
      {
        say: "After practice we always go for a drink at the Plough in Lower Ashby.",
        ask: "Where do we have our drink after practice?",
        value: "Plough",
      },
      {
        say: "The tenor was recast in 1887 at the Whitechapel foundry.",
        ask: "Where was the tenor recast?",
        value: "Whitechapel",
      },
    ],
    chatter: [
      "My arms ache in places I didn't know I had.",
      "Apparently a full peal takes about three hours.",
      "The spiral staircase up to the ringing chamber has 74 steps; I counted.",
      "A woman called Bernice rang at the abbey for half a century before she retired.",
      "I keep letting go of the sally too early.",
      "Do ringers really get paid for weddings?",
      "The ringing chamber is freezing in February.",
      "There's a board on the wall recording a peal rung in 1923.",
      "My neighbour complained about the noise once, then came up to watch.",
      "I watched a video of change ringing at York Minster and understood none of it.",
      "Plain Bob Minimus sounds like a character from a children's book.",
      "I bought a pair of soft-soled shoes just for ringing.",
      "Apparently the ropes get replaced every ten years or so.",
      "Tea and biscuits after practice are a bigger deal than I expected.",
      "My sister thinks I've joined a cult.",
      "The clock chimes every quarter hour, which nearly gave me a heart attack the first time.",
    ],
    absent: [
      "Who's the tower captain at the cathedral?",
      "How heavy is the tenor at All Saints?",
      "How much does it cost to join the guild each year?",
      "What year was St Wilfrid's built?",
    ],
  },
  {
    name: "buying a touring caravan",
    early: [
      {
        say: "The caravan we've settled on is a 2019 Swift Challenger with a fixed bed.",
        ask: "Which model of van did we go for?",
        value: "Swift Challenger",
      },
      {
        say: "We're buying it from Brookside Leisure, a dealer out past Tewkesbury.",
        ask: "Which dealer are we buying from?",
        value: "Brookside",
      },
      {
        say: "Our car's towing limit is 1,600 kg, so the weight had to be checked carefully.",
        ask: "How much can our car tow?",
        value: "1,600",
      },
      {
        say: "We've got a pitch booked at Hollybush Farm for the first trip.",
        ask: "Where are we staying on our first outing?",
        value: "Hollybush",
      },
      {
        say: "My brother-in-law Clive is going to teach me to reverse it on the old airfield.",
        ask: "Who's helping me practise backing it up?",
        value: "Clive",
      },
    ],
    updated: {
      say: "We collect the caravan from the dealer on 17 May.",
      update:
        "The dealer rang: the habitation check found a soft patch under the front window, so they're fixing it and handing it over on 7 June instead.",
      ask: "When do we pick the van up?",
      value: "17 May",
      now: "7 June",
    },
    ancestor: [
      {
        say: "The caravan insurance is with Harrowfield at £214 for the year.",
        ask: "Who's insuring the caravan?",
        value: "Harrowfield",
      },
      {
        say: "Over the winter it lives in a storage compound at Bromsberrow.",
        ask: "Where does it spend the winter?",
        value: "Bromsberrow",
      },
      {
        say: "The gas bottle it takes is a 6 kg Calor propane.",
        ask: "What size gas bottle do we need?",
        value: "6 kg",
      },
    ],
    chatter: [
      "The awning alone costs more than our first car did.",
      "I never knew there were so many kinds of hitch lock.",
      "Our neighbours, the Pattersons, had a Bailey for ten years and loved it.",
      "Do we really need a motor mover, or is that just lazy?",
      "The kids have already claimed the bunks at the back.",
      "There's a club rally at Malvern in August that looks fun.",
      "I watched reversing videos until midnight.",
      "Someone on a forum said never to leave the fridge running on gas while you drive.",
      "We'll have to cut the hedge back to get it onto the drive.",
      "Apparently the Cotswolds sites get booked up by March.",
      "My dad towed a Sprite all over Wales in the eighties.",
      "Aqua Roll or Waste Hog, that is the question.",
      "The cassette toilet is the part nobody wants to talk about.",
      "I'm putting fairy lights in the awning whether anyone likes it or not.",
      "The forecourt had about forty vans and they all looked the same after a while.",
      "We'll need extending mirrors for the car, apparently.",
    ],
    absent: [
      "What size gas bottle does the barbecue take?",
      "Where are we pitching up on the second trip?",
      "How much did we pay for the caravan?",
      "What does the winter storage cost?",
    ],
  },
  {
    name: "hearing aids for Mum",
    early: [
      {
        say: "Mum's hearing test was done by an audiologist called Priya Venkatesan at the Hearing Hub in Stroud.",
        ask: "Who did Mum's assessment?",
        value: "Priya Venkatesan",
      },
      {
        say: "She's chosen Phonak aids, the kind that sit behind the ear.",
        ask: "What brand of aids has she chosen?",
        value: "Phonak",
      },
      {
        say: "Her GP is Dr Ferreira at the Minchinhampton surgery, who wrote the referral.",
        ask: "Which doctor referred her?",
        value: "Ferreira",
      },
      {
        say: "The NHS waiting list in Gloucester was 18 weeks long, which is why we went private.",
        ask: "How long would the NHS have made her wait?",
        value: "18 weeks",
      },
      {
        say: "She has 30 days to try them, and she can send them back for a refund if she hates them.",
        ask: "How long is the trial period?",
        value: "30 days",
      },
    ],
    updated: {
      say: "The pair she wants comes to £2,450 including the aftercare.",
      update:
        "The audiologist rang back: that model's been discontinued, and the replacement is actually cheaper at £2,180 all in.",
      ask: "How much are Mum's new aids going to cost?",
      value: "2,450",
      now: "2,180",
    },
    ancestor: [
      {
        say: "Her fitting appointment is on 3 June.",
        ask: "When does she get them fitted?",
        value: "3 June",
      },
      {
        say: "Her neighbour Doreen is going to help her with the charging case each night.",
        ask: "Who's helping Mum with the charger?",
        value: "Doreen",
      },
      {
        say: "We're paying through the hearing centre's interest-free finance over 12 months.",
        ask: "How long is the payment plan?",
        value: "12 months",
      },
    ],
    chatter: [
      "She's been turning the telly up to 40 and the neighbours can hear it through the wall.",
      "Dad was just as stubborn about his glasses, back in the day.",
      "Mum insists she only can't hear people who mumble.",
      "I had no idea how tiny the domes are.",
      "The waiting room had a fish tank she couldn't stop watching.",
      "My friend Lorraine's father got his through the NHS in Bristol.",
      "She's worried people at church will notice them.",
      "The wax in her ears had to be cleared first, which was a whole saga.",
      "I read that hearing loss and memory problems are linked.",
      "Auntie Joan says hers whistle whenever she hugs anyone.",
      "We practised with the phone app in the kitchen on Sunday.",
      "The doorbell flashes now, which the cat hates.",
      "She heard the birds properly for the first time in years at the demo.",
      "I've written all the instructions on index cards in big letters.",
      "Can you get subtitles on the radio? Only joking.",
      "The leaflet says to keep them away from hairspray, which is a problem for Mum.",
    ],
    absent: [
      "Who did my own hearing test?",
      "Who's Dad's GP?",
      "What's the Hearing Hub's phone number?",
      "What time is the fitting appointment?",
    ],
  },
  {
    name: "building a garden office",
    early: [
      {
        say: "The garden office is a kit from Timberline Cabins in Hereford.",
        ask: "Who are we buying the building from?",
        value: "Timberline",
      },
      {
        say: "The concrete base is being laid by a local builder called Stelios.",
        ask: "Who's putting the base in?",
        value: "Stelios",
      },
      {
        say: "The electrician running an armoured cable down from the house is Bryony Marsh.",
        ask: "Who's wiring it up?",
        value: "Bryony Marsh",
      },
      {
        say: "The doors are bifolds in anthracite grey.",
        ask: "What colour have we picked for the doors?",
        value: "anthracite",
      },
      {
        say: "It's going at the bottom of the garden behind the apple tree.",
        ask: "Where exactly is it going to sit?",
        value: "apple tree",
      },
    ],
    updated: {
      say: "The office is going to be 5.4 metres wide.",
      update:
        "The builder measured up and the ground drops away by the fence, so we're taking it down to 4.6 metres across.",
      ask: "How wide will the cabin be?",
      value: "5.4",
      now: "4.6",
    },
    ancestor: [
      {
        say: "The planning officer confirmed we don't need permission as long as it stays under 2.5 metres tall.",
        ask: "What height limit did the planning officer give us?",
        value: "2.5",
      },
      {
        say: "The built-in desk is being made by a carpenter from Leominster.",
        ask: "Where's the carpenter who's making the desk based?",
        value: "Leominster",
      },
      {
        say: "The heater in there is a Mitsubishi unit that does cooling as well.",
        ask: "What make is the heater unit?",
        value: "Mitsubishi",
      },
    ],
    chatter: [
      "I'm so tired of taking video calls from the spare bedroom.",
      "The neighbours' cat has already claimed the patch where it's going.",
      "Is a green roof worth the faff?",
      "My colleague Oluwaseun built his from a shed kit and it leaks.",
      "We'll lose the vegetable patch, which Grandad will never forgive.",
      "I'm not sure the delivery lorry will fit down the lane.",
      "I priced up blinds and nearly fainted.",
      "Do I need a separate consumer unit? I don't even know what that means.",
      "Someone down the road got a letter from the council about theirs.",
      "I want a little porch for muddy boots.",
      "The kids think it's going to be their den.",
      "Apparently spiders love cedar cladding.",
      "We watched a video of a couple in Devon who put theirs up in a weekend.",
      "The skip is coming on Monday for the old shed.",
      "I keep measuring the lawn with a tape as if it'll change.",
      "My mum reckons I'll never come back into the house for lunch.",
    ],
    absent: [
      "What colour is the garage door?",
      "What make is the heater in the conservatory?",
      "How much is the cabin kit costing us?",
      "Which day is the base being poured?",
    ],
  },
];
