/**
 * Held-out long-history cases, blind set 17 (issue 36, "Long histories"). Written by a helper that
 * had read neither the engine code (nothing under lib/) nor the earlier blind sets' cases (beyond
 * the first case of -blind-16.ts) nor the other long-history case files
 * (long-history-paraphrased.ts, long-history-updates-dev.ts, long-history-train.ts). It read only:
 * the types and the first case of ../long-history-cases.ts (with the doc comment above them);
 * ../conversation.ts, for the script builder (historyScript, how chatter and the update are
 * placed), which it read with the rest of that file (the long-history loop and the
 * `correct`/`states` checks); `containsValue` in ../../bench/kt.ts, which `states` calls (a
 * too-wide read also showed it the end of the function above and the report formatter below,
 * nothing of the engine); and the doc comment and first case of heldout/long-history-blind-16.ts
 * (for the format and the doc-comment style). It never ran an eval or put these questions to the
 * engine. Held out: its misses are not to be read case by case, and nothing is to be tuned on it.
 *
 * Six conversations (five early facts, one updated at the middle, three in the parent before the
 * branch, sixteen chatter lines each), the six updates of six kinds:
 * - a first beehive (duration): feeding the new colony sugar syrup, 10 days, becomes six weeks
 *   (the mentor rings back because of the cold weather);
 * - hosting a French exchange student (weekday): the day she arrives, Tuesday, becomes Thursday
 *   (the organisers have moved the ferry crossing);
 * - parents' ruby anniversary party (amount of money): the buffet quote, £640, becomes £715 (the
 *   caterers added extra puddings);
 * - home cider-making (quantity with its unit): the juice expected from their own trees, 90 litres,
 *   becomes 12 gallons (a poor crop after a late frost);
 * - felling a diseased ash tree (company name): the tree surgeons, Brackenridge, become Fenwick
 *   (the first firm's insurance has lapsed);
 * - a new sofa order (reference code): the delivery booking reference, DLV-48213, becomes HX7-5520
 *   (the van was reassigned and the warehouse sent a fresh confirmation).
 *
 * Phrasing, counted with a scratch script (not committed; stop words, pronouns and auxiliaries
 * dropped, words reduced by the Porter2 stemmer) over the 54 questions against their statements:
 * 18 share no content word, 18 share one, 18 share two or more. No update repeats the value it
 * replaces, and none shares a content word with its original statement or with its question. Every
 * value occurs in its own statement (or update) only, not in another statement, update, question
 * or chatter line of its conversation (checked as a case-insensitive substring), no new value
 * contains the old one and no old value the new one, and `states` finds each value in the sentence
 * that carries it. No value is followed by a comma in its statement or update (`containsValue`
 * would not find a number there). Most statements carry a second, similar detail that is never
 * asked.
 */

import type { LongHistoryCase } from "@/eval/long-history-cases";

export const LONG_HISTORY_BLIND_17: LongHistoryCase[] = [
  {
    name: "first beehive",
    early: [
      {
        say: "Our bees are coming from a breeder near Hexham called Ottilie Marsh and her neighbour Len Abbott makes the hives.",
        ask: "Who's supplying the colony?",
        value: "Marsh",
      },
      {
        say: "The nucleus colony cost £185 and the hive itself was another £240 second-hand.",
        ask: "How much did the nucleus colony cost?",
        value: "185",
      },
      {
        say: "The queen has a blue dot painted on her back, which means she hatched in 2025.",
        ask: "What colour is the queen marked with?",
        value: "blue",
      },
      {
        say: "My beekeeping mentor is Gareth Pryce from the county association and he's kept bees for thirty years.",
        ask: "Who is my mentor?",
        value: "Pryce",
      },
      {
        say: "I bought the beesuit from Thornes in their summer sale and a spare pair of gloves at the market.",
        ask: "Which shop sold me the protective outfit?",
        value: "Thornes",
      },
    ],
    updated: {
      say: "We're to feed the new colony sugar syrup for 10 days and then take the feeder off.",
      update: "Gareth phoned back: with all this cold weather, keep topping it up for six weeks instead.",
      ask: "How long should the bees get syrup for?",
      value: "10 days",
      now: "six weeks",
    },
    ancestor: [
      {
        say: "The hive is facing south-east towards the hedge, with the entrance about 3 metres from the path.",
        ask: "Which way does the hive face?",
        value: "south-east",
      },
      {
        say: "The kids have named the colony Marigold and Ellis is sulking because he wanted Buzz.",
        ask: "What do the youngsters call our bees?",
        value: "Marigold",
      },
      {
        say: "The honey extractor we're borrowing belongs to the Wenlock group, and the jars are coming from Lakeland.",
        ask: "Whose extractor are we borrowing?",
        value: "Wenlock",
      },
    ],
    chatter: [
      "I got stung on the wrist yesterday and it swelled up like a balloon.",
      "Is it true that bees can recognise faces?",
      "The lavender by the patio is covered in bumblebees at the moment.",
      "Our neighbour Phyllis is a bit nervous about having a hive next door.",
      "I was up until midnight reading about varroa mites.",
      "The smoker is harder to keep lit than you'd think.",
      "Apparently a strong colony can have 50,000 bees in midsummer.",
      "Ellis wants to take a jar of honey to school for show and tell.",
      "Do bees mind the sound of the lawnmower?",
      "I watched a video about making beeswax candles last night.",
      "The weather has been too wet for them to fly much this week.",
      "My hands were shaking the first time I lifted a frame out.",
      "Should we plant more wildflowers along the fence?",
      "There's a honey show at the county fair in September.",
      "The kids keep pressing their noses to the window to watch them.",
      "I keep finding dead drones on the landing board, is that normal?",
    ],
  },
  {
    name: "hosting a French exchange student",
    early: [
      {
        say: "Our exchange student is Camille Roussel from Angers and her brother Hugo is staying with the Pattersons.",
        ask: "What's the surname of the girl staying with us?",
        value: "Roussel",
      },
      {
        say: "She's vegetarian and allergic to kiwi but fine with nuts and dairy.",
        ask: "What fruit can't she eat?",
        value: "kiwi",
      },
      {
        say: "The school trip during her visit is to Warwick Castle and the second outing is to Cadbury World.",
        ask: "Where is the school taking the group during the visit?",
        value: "Warwick",
      },
      {
        say: "The agency has given us £60 towards her food, plus a £15 travel card for the buses.",
        ask: "How much did the agency give us for food?",
        value: "60",
      },
      {
        say: "She'll have Freya's bedroom and Freya is bunking in with her cousin Nell for the fortnight.",
        ask: "Who has given up their space for her?",
        value: "Freya",
      },
    ],
    updated: {
      say: "Camille's coach gets into Dover on Tuesday evening and we pick her up from the school car park at about ten.",
      update: "The organisers emailed to say the ferry crossing has been moved, so she won't land until Thursday.",
      ask: "What day does Camille arrive?",
      value: "Tuesday",
      now: "Thursday",
    },
    ancestor: [
      {
        say: "Her parents' mobile number ends in 4417 and her mum Sandrine speaks decent English.",
        ask: "What are the last digits of her parents' phone?",
        value: "4417",
      },
      {
        say: "The farewell party is at the Feathers and the teachers are running a quiz at the Royal Oak the night before.",
        ask: "Where is the farewell party?",
        value: "Feathers",
      },
      {
        say: "The exchange coordinator is Mr Oduya from the French department and Mrs Kettering handles the forms.",
        ask: "Who's running the scheme for us?",
        value: "Oduya",
      },
    ],
    chatter: [
      "My French is so rusty I can barely remember how to ask for bread.",
      "Should we cook her a proper roast dinner one evening?",
      "The kids have been practising bonjour at breakfast.",
      "I bought a new duvet cover because the old one had a hole in it.",
      "Do French teenagers eat cereal or is that a British thing?",
      "We went to the Loire on holiday once, years ago.",
      "I hope she doesn't find our town too boring.",
      "The forecast is grim for the whole fortnight.",
      "We might go to the seaside at Weston if it's sunny.",
      "Should I get some French snacks in so she feels at home?",
      "My mum hosted a German girl in 1989 and they still send Christmas cards.",
      "The spare key needs cutting before she gets here.",
      "I've written the wifi password on a card by the bed.",
      "Do you think 11 o'clock is a reasonable curfew for a fifteen-year-old?",
      "The school has sent home a thick pack of safeguarding forms.",
      "Our dog will probably follow her everywhere.",
    ],
  },
  {
    name: "parents' ruby anniversary party",
    early: [
      {
        say: "Mum and Dad's anniversary is on 17 May and they actually met at a dance on New Year's Eve.",
        ask: "What date is Mum and Dad's anniversary?",
        value: "17 May",
      },
      {
        say: "We've booked the function room at the Fox and Hounds and the overflow can use the conservatory.",
        ask: "Which pub is hosting the do?",
        value: "Fox and Hounds",
      },
      {
        say: "My brother Declan is doing the speech and my aunt Rosalind wants to read a poem.",
        ask: "Who'll be saying a few words on the night?",
        value: "Declan",
      },
      {
        say: "We're expecting 70 guests and 12 of them are children.",
        ask: "How many guests are we expecting?",
        value: "70",
      },
      {
        say: "The cake is three tiers of lemon sponge with ruby-red roses on top.",
        ask: "What flavour is the sponge?",
        value: "lemon",
      },
    ],
    updated: {
      say: "The buffet from Gilly's Kitchen is quoted at £640 for everyone.",
      update: "The caterers rang back after we added extra puddings, and the total has risen to £715.",
      ask: "How much is the buffet going to cost?",
      value: "640",
      now: "715",
    },
    ancestor: [
      {
        say: "The photo slideshow is being put together by my cousin Tamsin and her husband Raj is sorting the projector.",
        ask: "Who's making the slideshow?",
        value: "Tamsin",
      },
      {
        say: "The band we've booked is called The Velvet Tides and they play until half eleven.",
        ask: "Who's providing the live music?",
        value: "Velvet Tides",
      },
      {
        say: "Mum's wedding ring was engraved in Whitby and Dad's cufflinks came from a shop in York.",
        ask: "Where was Mum's wedding ring engraved?",
        value: "Whitby",
      },
    ],
    chatter: [
      "Forty years is a long time to put up with Dad's jokes.",
      "I found their wedding photos in a shoebox in the loft.",
      "Should we make a playlist of songs from 1985?",
      "Auntie Pam says she won't come if Uncle Keith is sitting near her.",
      "Mum still doesn't know about the surprise, I think.",
      "Do we need name cards on the tables?",
      "I'm thinking of hiring a photo booth with silly props.",
      "Dad wants to wear his old suit even though it doesn't fit.",
      "The invitations went out on red card with gold lettering.",
      "How do you stop a family party turning into an argument?",
      "My niece has offered to do face painting for the little ones.",
      "Parking near the pub is terrible at weekends.",
      "Should we ask everyone to bring a memory written on a card?",
      "I hope Grandma can manage the stairs up to the room.",
      "We might do a toast with sparkling wine rather than champagne.",
      "I'm dreading making small talk with Dad's golf friends.",
    ],
  },
  {
    name: "home cider-making",
    early: [
      {
        say: "We're pressing the apples at Nettlecombe Farm and the owner is lending us her scratter too.",
        ask: "Where are we pressing the apples?",
        value: "Nettlecombe",
      },
      {
        say: "The main variety is Dabinett with a few Kingston Black for sharpness.",
        ask: "What kind of apple are we mostly using?",
        value: "Dabinett",
      },
      {
        say: "We bought 30 demijohns from a homebrew shop in Taunton and the airlocks came separately.",
        ask: "How many demijohns have we got?",
        value: "30",
      },
      {
        say: "The yeast is a champagne strain, although Bernie swears by the wild stuff on the skins.",
        ask: "What are we using to get the fermentation going?",
        value: "champagne",
      },
      {
        say: "We'll leave it to ferment in Uncle Roy's garage, which stays cooler than the shed.",
        ask: "Whose garage is the cider fermenting in?",
        value: "Roy",
      },
    ],
    updated: {
      say: "From our own trees we're expecting about 90 litres of juice this year.",
      update: "It's been a poor crop after the late frost, so we'll be lucky to get 12 gallons.",
      ask: "How much juice are we likely to end up with?",
      value: "90 litres",
      now: "12 gallons",
    },
    ancestor: [
      {
        say: "The labels read Orchard Thunder in big letters and Priya drew a little lightning bolt.",
        ask: "What are we calling the cider?",
        value: "Orchard Thunder",
      },
      {
        say: "We're selling a few cases at the Wellow village fete at £3.50 a bottle and the rest goes to friends.",
        ask: "How much are we charging per bottle?",
        value: "3.50",
      },
      {
        say: "The hydrometer reading at the start was 1.052 and we're hoping it drops close to 1.000 by spring.",
        ask: "What did the hydrometer read at the start?",
        value: "1.052",
      },
    ],
    chatter: [
      "My hands were sticky for two days after the last batch.",
      "Is it true that wasps get drunk on fallen apples?",
      "The kitchen smells like a brewery already.",
      "Bernie says his grandad used to put a dead rat in the barrel, which I hope is a myth.",
      "Do we need to sterilise everything twice or is once enough?",
      "I found an old oak barrel at a car boot sale for £25.",
      "Should we try a perry with the pears from next door?",
      "The wassail in January is supposed to bless the orchard for the coming year.",
      "I'm not sure the shed floor could take the weight anyway.",
      "Priya wants to make a sparkling version for Christmas.",
      "The apples should sweat in a pile for a while before milling.",
      "How long does cider usually keep once it's bottled?",
      "We should take photos for next year's labels.",
      "My mum thinks the whole thing is an excuse to drink.",
      "The cider museum in Hereford is worth a visit, apparently.",
      "I keep reading horror stories about exploding bottles.",
    ],
  },
  {
    name: "felling a diseased ash tree",
    early: [
      {
        say: "The ash at the bottom of the garden has dieback but the sycamore beside it looks healthy enough.",
        ask: "What's wrong with the ash?",
        value: "dieback",
      },
      {
        say: "The council's tree officer is Ms Lindqvist and her assistant Joel came out for the first look.",
        ask: "Who's the council officer dealing with it?",
        value: "Lindqvist",
      },
      {
        say: "It's about 18 metres tall and the trunk is nearly a metre across at the base.",
        ask: "How tall is the ash?",
        value: "18",
      },
      {
        say: "The logs are going to Mr Penhaligon up the lane for his wood burner and he'll take the brash as well.",
        ask: "Who is getting the timber once it's down?",
        value: "Penhaligon",
      },
      {
        say: "The work is pencilled in for the first week of March so it's done before the birds start nesting.",
        ask: "Which month is the felling planned for?",
        value: "March",
      },
    ],
    updated: {
      say: "We've gone with Brackenridge Tree Surgery to take it down because their quote included grinding the stump.",
      update: "Change of plan: their insurance has lapsed, so Fenwick Arboriculture are doing the job now.",
      ask: "Which firm is cutting the ash down?",
      value: "Brackenridge",
      now: "Fenwick",
    },
    ancestor: [
      {
        say: "We're planting a rowan in its place and my sister wants us to add a crab apple.",
        ask: "What are we planting where the ash was?",
        value: "rowan",
      },
      {
        say: "Next door's greenhouse is only 4 metres from the trunk, so Mrs Achebe is understandably nervous.",
        ask: "How far is the greenhouse from the trunk?",
        value: "4 metres",
      },
      {
        say: "The tree surgeon reckons the ash is about 90 years old and older than the house itself.",
        ask: "How old does the surgeon think the ash is?",
        value: "90",
      },
    ],
    chatter: [
      "It seems such a shame, we've had that tree since we moved in.",
      "The kids used to have a rope swing on the lowest branch.",
      "I had no idea how many ash trees were dying across the country.",
      "Do we need to tell the neighbours on the other side as well?",
      "A woodpecker has been visiting it every morning.",
      "I wonder if the wood is any good for carving.",
      "Will the chainsaw noise upset the dog, do you think?",
      "The garden is going to look so bare without it.",
      "We had a similar job done at my mum's in 2019 and it took all day.",
      "Should we keep one round of the trunk as a little table?",
      "My husband Stuart wants to watch the whole thing from the bedroom window.",
      "The leaves were coming out blotchy last summer.",
      "Our hedge might get a bit of a trim while they're here.",
      "Is there any grant for replanting trees in towns?",
      "The squirrels are going to be furious.",
      "I've read that you can count the rings on the stump afterwards.",
    ],
  },
  {
    name: "new sofa order",
    early: [
      {
        say: "The sofa we ordered is the Hartfield three-seater and the matching armchair is called the Lyle.",
        ask: "Which model of sofa did we order?",
        value: "Hartfield",
      },
      {
        say: "It's in a fabric called sage velvet and the cushions have piping in mustard.",
        ask: "What colour is the upholstery?",
        value: "sage",
      },
      {
        say: "We paid a deposit of £320 and the rest is due on delivery.",
        ask: "How much was the deposit?",
        value: "320",
      },
      {
        say: "The old sofa is going to the British Heart Foundation shop and the footstool is going to my friend Corinne.",
        ask: "Who's taking the old sofa?",
        value: "British Heart Foundation",
      },
      {
        say: "The lounge doorway is 78 centimetres wide, which is why we measured everything twice.",
        ask: "How narrow is the entrance to the living room?",
        value: "78",
      },
    ],
    updated: {
      say: "The delivery booking reference is DLV-48213 and they've given us an eight-till-noon slot.",
      update:
        "The warehouse sent a fresh confirmation email after the van was reassigned, with the code HX7-5520 on it.",
      ask: "What's the delivery booking reference?",
      value: "DLV-48213",
      now: "HX7-5520",
    },
    ancestor: [
      {
        say: "The showroom salesman who helped us was Anton and his manager Delphine knocked off the delivery charge.",
        ask: "Who served us at the showroom?",
        value: "Anton",
      },
      {
        say: "The frame is guaranteed for 15 years but the fabric only for five.",
        ask: "How long does the structure's cover last?",
        value: "15",
      },
      {
        say: "We bought it in the Harlow branch because the Chelmsford one had run out of samples.",
        ask: "Which branch did we get it from?",
        value: "Harlow",
      },
    ],
    chatter: [
      "The old one has a dip in the middle where everyone sits.",
      "I spent three evenings scrolling through fabric swatches.",
      "The cat is going to love scratching the new one, sadly.",
      "Should we get a throw to protect it from the dog?",
      "My mum thinks velvet is a nightmare to keep clean.",
      "We had to move the bookcase to make room.",
      "Is it worth paying for the stain protection?",
      "The showroom had a sofa that cost £4,000, which is madness.",
      "I'm going to have to hoover behind the radiator for the first time in years.",
      "Do you think the rug will clash with it?",
      "My brother Ollie offered to help carry the old one out.",
      "I measured the stairs too just in case.",
      "We're planning a film night once it arrives.",
      "Apparently corner sofas are going out of fashion.",
      "I can't believe how long furniture takes to make these days.",
      "The cushions on the old one have gone completely flat.",
    ],
  },
];
