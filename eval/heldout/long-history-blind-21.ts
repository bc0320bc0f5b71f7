/**
 * Held-out long-history cases, blind set 21 (issue 36, "Long histories"), each with the optional
 * `absent` questions. Written by a helper that read none of the engine code (nothing under lib/),
 * none of the earlier blind sets' cases (except the first case of -blind-19.ts) and none of the
 * other long-history case files. It read only these:
 * - the doc comment, the types (with the new optional `absent` field and its doc comment) and the
 *   first case of ../long-history-cases.ts. Slip: the range it printed went to line 150, so it also
 *   showed the whole second case ("research trip": its early, updated and ancestor facts) up to the
 *   line that opens its chatter, but none of its chatter lines;
 * - ../conversation.ts in full: historyScript, for where chatter, the update and the absent
 *   questions go, plus the long-history loop and the `correct`/`states`/`declines` checks;
 * - `containsValue` in ../../bench/kt.ts, which `states` calls. Slip: the grep that found it also
 *   showed the one line in the bench that calls it. The range printed around it showed the `median`
 *   helper before it, `countShared`, `pct` and `mark` after it, and the first lines of the report
 *   formatter. None of that is engine code;
 * - the doc comment and first case of heldout/long-history-blind-19.ts, for the format and the
 *   doc-comment style. Slip: a grep for `name:` there also showed its second case's name line, and
 *   the printed range ended on the brace that opens that case.
 * Apart from those, it saw only file names: a listing of eval/heldout/ and the node_modules names
 * matching "stem", "porter" or "natural". It used the Porter2 stemmer among them in its scratch
 * script. The only project code it ran was `states`, on these sentences, from a scratch script
 * outside the repository. It never ran an eval and never put these questions to the engine. This
 * set is held out: its misses are not to be read case by case, and nothing is to be tuned on it.
 *
 * There are six conversations. Each has five early facts, one fact updated at the middle, three
 * facts in the parent before the branch, sixteen chatter lines and four absent questions. The six
 * updates are of six kinds:
 * - opening a board-game café (a count): eleven tables on the main floor become nine ("after the
 *   fire officer's visit we're down to nine", with the other two going back to the auction house);
 * - a knife-sharpening van at farmers' markets (a time of day): setting up at the Thursday market
 *   by 7am becomes by 6:15 ("the midweek organisers have emailed");
 * - learning to fly a light aircraft (a person's name): instructor Graham Lusk becomes Wendy Achebe
 *   (the school rang because "mine's emigrating to Portugal");
 * - getting a first tattoo (a date): the appointment on 12 November becomes 3 December (the studio
 *   emailed because she's off sick that week);
 * - selling handmade candles (an amount of money): a Saturday table at Ledbury at £45 becomes £52
 *   ("the market organisers emailed: stallholders pay £52 from April");
 * - setting up a marine aquarium (a reference code): the sump's order number KX7731 becomes QT40588
 *   (the "filtration tank" turned up cracked and the replacement goes out under the new code).
 *
 * The absent questions are asked in the parent after its fact questions, and the right reply says
 * it does not know. There are two shapes, two of each per conversation (12 and 12):
 * - the same attribute of a different thing that is never mentioned, sharing the head noun with a
 *   stated fact: the brand of an ice machine (an espresso machine is stated); the street of a
 *   storage lock-up (the bakery unit's street is stated); where the Sunday market is held (the
 *   Saturday market's place is stated); a trailer's registration (the van's); the club glider's
 *   registration (the Piper Warrior's); the hourly cost of a simulator (the Cessna's); the deposit
 *   for a shoulder piece (the forearm tattoo's); where the black-ink patch test was done (the red
 *   ink's); where the Easter fair is (the next fair's); who supplies the jars (who supplies the
 *   wax); the make of a protein skimmer (the tank's); the brand of a wavemaker pump (the return
 *   pump's);
 * - an attribute of a thing the conversation names but never gives a value for: the bakery unit's
 *   rent; the start time of the opening tournament; what the van cost; the postcode of the Sheffield
 *   forge; the runway length at the aerodrome; what the headset cost; the studio's phone number; the
 *   tattoo's total cost (only the deposit is said); the monthly rent of the lock-up garage; the date
 *   of the next fair (only its place is said); what the tank cost; the Devon breeder's name.
 * Each one was checked by reading its conversation again (statements, update, ancestor facts and
 * chatter) with every line sharing a word with the question listed next to it. No line answers any
 * of them. The chatter carries no rent, start time, price of a named item, runway, phone number,
 * postcode, fair date or breeder's name.
 *
 * Phrasing was counted with a scratch script that is not committed. It dropped stop words, pronouns
 * and auxiliaries and reduced words with the Porter2 stemmer. Over the 54 fact questions compared
 * with their statements (the updated fact's question with its original statement), 18 share no
 * content word, 18 share one and 18 share two or more, 3/3/3 in every conversation. No update
 * repeats the value it replaces. None shares a content word with its original statement or with its
 * question. This was also checked more strictly, keeping stop words and matching on the first four
 * letters: only "the", "we", "re", "have", "be", "by" and "to" are shared. Every value occurs in
 * its own statement (or update) only, and not in another statement, update, question, absent
 * question or chatter line of its conversation (checked as a case-insensitive substring). No new
 * value contains the old one, and no old value contains the new one. `states` finds each value in
 * the sentence that carries it, and no value is followed by a comma there. Several statements carry
 * a second detail that is never asked (a collector in Leicester, £30 a month, the Cessna 152, at
 * eleven, 20 kg boxes, 300 litres). Each conversation's chatter has its own names, numbers and dates
 * and a few look-alikes: another café's cover charge and another game; another sharpener's price
 * and another market; another airfield, aircraft and exam; another studio, plant and ink; another
 * scent; other shops, tangs and a bigger system.
 */

import type { LongHistoryCase } from "@/eval/long-history-cases";

export const LONG_HISTORY_BLIND_21: LongHistoryCase[] = [
  {
    name: "opening a board-game café",
    early: [
      {
        say: "We've signed the lease on the old bakery unit on Tanner Street.",
        ask: "Which street is the old bakery unit on?",
        value: "Tanner Street",
      },
      {
        say: "My business partner is Priya Venkataraman and she used to run a comic shop.",
        ask: "Who am I going into this with?",
        value: "Priya Venkataraman",
      },
      {
        say: "The games library starts with 340 titles, mostly bought from a collector in Leicester.",
        ask: "How big is the games collection at opening?",
        value: "340",
      },
      {
        say: "The cover charge is £6.50 per person for unlimited play.",
        ask: "What's the cover charge per person?",
        value: "6.50",
      },
      {
        say: "Our espresso machine is a La Marzocco Linea we got second-hand.",
        ask: "Who makes our coffee maker?",
        value: "La Marzocco",
      },
    ],
    updated: {
      say: "We're putting in eleven tables on the main floor.",
      update:
        "After the fire officer's visit we're down to nine and the other two are going back to the auction house.",
      ask: "How many tables will customers sit at?",
      value: "eleven",
      now: "nine",
    },
    ancestor: [
      {
        say: "A Mr Gallagher from environmental health is booked to inspect us on 3 March.",
        ask: "Who is checking our hygiene?",
        value: "Gallagher",
      },
      {
        say: "The sign above the door is being painted by Oskar Lindqvist.",
        ask: "Who is painting the sign above the door?",
        value: "Oskar Lindqvist",
      },
      {
        say: "We're launching with a Catan tournament on the opening Saturday.",
        ask: "Which game is the first tournament for?",
        value: "Catan",
      },
    ],
    chatter: [
      "A place in Sheffield charges £4 cover and it's packed every night.",
      "Do you think we should sell beer, or is that asking for spilled drinks on the cards?",
      "I sleeved 60 decks of cards last night and my fingers are numb.",
      "My cousin Dmitri says nobody plays board games any more, which is rubbish.",
      "The wifi password should be something nerdy.",
      "We need a rule about people bringing their own snacks.",
      "Someone offered us a pinball machine for £800.",
      "Should the game teachers wear name badges or aprons?",
      "The Ticket to Ride box arrived with half the trains missing.",
      "I priced up shelving at IKEA and it's about £1,200 for the whole back wall.",
      "Wednesday nights could be a quiet night for strategy games.",
      "My mum wants to run a knitting circle in the corner on Tuesdays.",
      "The toilets need a full refit before we open.",
      "Lorna from the council said the signage permission takes 8 weeks.",
      "We had 212 people sign up to the mailing list already.",
      "Should we have a shelf of simpler games for families with little ones?",
    ],
    absent: [
      "What brand is our ice machine?",
      "Which street is the storage lock-up on?",
      "How much rent are we paying for the bakery unit?",
      "What time does the tournament start on the opening Saturday?",
    ],
  },
  {
    name: "knife-sharpening van at farmers' markets",
    early: [
      {
        say: "I bought the Tormek grinder from a retired joiner in Hebden Bridge.",
        ask: "What make is my sharpening wheel?",
        value: "Tormek",
      },
      {
        say: "Kitchen knives cost £4.50 each to sharpen, serrated ones a bit more.",
        ask: "How much do I charge to sharpen a kitchen knife?",
        value: "4.50",
      },
      {
        say: "The van is a white Transit Connect with FN19 KTL on the plates.",
        ask: "What's the van's registration?",
        value: "FN19 KTL",
      },
      {
        say: "The Saturday market is at Dunham Massey car park.",
        ask: "Where's the Saturday market held?",
        value: "Dunham Massey",
      },
      {
        say: "My accountant Rhiannon Pryce does the books for £30 a month.",
        ask: "Who looks after my finances?",
        value: "Rhiannon Pryce",
      },
    ],
    updated: {
      say: "Pitches at the Thursday market have to be set up by 7am.",
      update: "The midweek organisers have emailed: from next week traders must be in place by 6:15.",
      ask: "What time do I need my stall ready on Thursdays?",
      value: "7am",
      now: "6:15",
    },
    ancestor: [
      {
        say: "I get my blades from a forge in Sheffield run by Ezra Whitlock.",
        ask: "Who runs the forge in Sheffield?",
        value: "Ezra Whitlock",
      },
      {
        say: "The leather knife rolls I sell are stitched by my niece Tamsin.",
        ask: "Who makes my leather wraps?",
        value: "Tamsin",
      },
      {
        say: "Public liability cover runs out on 28 October.",
        ask: "When does my insurance expire?",
        value: "28 October",
      },
    ],
    chatter: [
      "A chef from the curry house brought in twelve cleavers at once.",
      "Japanese knives need a much finer angle, about 15 degrees.",
      "Somebody tried to get me to sharpen a lawnmower blade for a fiver.",
      "My hands smell of honing oil all week.",
      "The cheese stall next to me, run by Gwen, always gives me the offcuts.",
      "Should I do scissors as well, or is that a different skill?",
      "It was so windy on Saturday that my gazebo nearly took off.",
      "I had 43 customers last week, my best yet.",
      "A bloke on Facebook charges £3 a knife and does them with a belt sander.",
      "The mobile card reader keeps losing signal in the car park.",
      "Maybe I should put a proper sign on the side of the van.",
      "My grandad Albert used to sharpen everything on a stone in the shed.",
      "There's a knife show in Harrogate on 14 June I'd like to go to.",
      "The Tuesday market in Altrincham has a two-year waiting list.",
      "I nearly lost a fingertip on a bread knife in April.",
      "Hairdressers' scissors are a whole other world of fussy.",
    ],
    absent: [
      "Where's the Sunday market held?",
      "What's the trailer's registration?",
      "What did I pay for the van?",
      "What's the postcode of the forge in Sheffield?",
    ],
  },
  {
    name: "learning to fly a light aircraft",
    early: [
      {
        say: "I'm learning to fly at Sywell Aerodrome, about forty minutes from home.",
        ask: "Which airfield am I training at?",
        value: "Sywell",
      },
      {
        say: "Each hour in the Cessna 152 costs £215 including the instructor.",
        ask: "How much does an hour in the Cessna cost?",
        value: "215",
      },
      {
        say: "My medical is with Dr Okafor in Northampton.",
        ask: "Who's doing my medical?",
        value: "Okafor",
      },
      {
        say: "The theory exam I'm dreading most is Air Law.",
        ask: "Which theory exam am I dreading most?",
        value: "Air Law",
      },
      {
        say: "My logbook shows 17.5 hours so far.",
        ask: "How much flying time have I logged?",
        value: "17.5",
      },
    ],
    updated: {
      say: "My instructor is a former RAF pilot called Graham Lusk.",
      update: "The school rang: mine's emigrating to Portugal, so from Monday I'm paired with Wendy Achebe.",
      ask: "Who teaches me to fly?",
      value: "Graham Lusk",
      now: "Wendy Achebe",
    },
    ancestor: [
      {
        say: "My headset is a secondhand Bose A20 from a pilot shop in Oxford.",
        ask: "What brand is my headset?",
        value: "Bose",
      },
      {
        say: "My first solo is pencilled in for 9 May if the weather holds.",
        ask: "When am I going solo?",
        value: "9 May",
      },
      {
        say: "The club's Piper Warrior is registered G-BXLM.",
        ask: "What's the registration of the club's Piper Warrior?",
        value: "G-BXLM",
      },
    ],
    chatter: [
      "Crosswind landings still terrify me.",
      "My brother-in-law Kofi flew helicopters in the army.",
      "The radio calls feel like learning a new language.",
      "We had to cancel twice last week because of low cloud.",
      "There's a fly-in breakfast at Turweston on 22 June.",
      "I bought a kneeboard online and it's already cracked.",
      "My circuits are getting tidier, apparently.",
      "Someone at the club owns a yellow Piper Cub.",
      "The flight school's café does a decent bacon roll.",
      "I practised stalls today and felt queasy afterwards.",
      "Navigation exercises start once I've soloed.",
      "My partner Jess thinks this is a midlife crisis.",
      "The Human Performance exam was easier than I expected.",
      "I read that a full licence needs at least 45 hours.",
      "The wind sock was straight out sideways all Sunday.",
      "A Spitfire did a flypast while I was doing my checks.",
    ],
    absent: [
      "What's the registration of the club's glider?",
      "How much does an hour in the simulator cost?",
      "How long is the runway at the aerodrome?",
      "How much did my headset cost?",
    ],
  },
  {
    name: "getting a first tattoo",
    early: [
      {
        say: "The tattoo studio I've chosen is Black Lantern on Gower Road.",
        ask: "Which studio am I getting tattooed at?",
        value: "Black Lantern",
      },
      {
        say: "The artist is Mireille Dubois and she does fine-line botanical work.",
        ask: "Who's inking me?",
        value: "Mireille Dubois",
      },
      {
        say: "The design is a sprig of rosemary running down my forearm.",
        ask: "What plant is the design?",
        value: "rosemary",
      },
      {
        say: "She wants a deposit of £85 to hold the slot.",
        ask: "How much is the deposit?",
        value: "85",
      },
      {
        say: "The aftercare balm she recommends is Hustle Butter.",
        ask: "What should I put on it while it heals?",
        value: "Hustle Butter",
      },
    ],
    updated: {
      say: "My appointment is on 12 November at eleven.",
      update: "The studio emailed: she's off sick that week, so it's now 3 December.",
      ask: "When am I booked in?",
      value: "12 November",
      now: "3 December",
    },
    ancestor: [
      {
        say: "My friend Saoirse is coming with me to hold my hand.",
        ask: "Who's coming with me to hold my hand?",
        value: "Saoirse",
      },
      {
        say: "I did a patch test for the red ink on my left ankle.",
        ask: "Where did I do the patch test for the red ink?",
        value: "left ankle",
      },
      {
        say: "The numbing cream I bought is called Zensa.",
        ask: "Which numbing product did I buy?",
        value: "Zensa",
      },
    ],
    chatter: [
      "My mum still thinks tattoos are for sailors.",
      "I've been looking at healed fine-line work on Instagram for weeks.",
      "My cousin Darragh has a full sleeve of koi.",
      "Should I shave my arm beforehand or will they do it?",
      "Apparently you can't go swimming for two weeks afterwards.",
      "The waiting list for the big names in Brighton is 14 months.",
      "I nearly went for lavender instead.",
      "My boss, Colin, has a faded anchor he regrets.",
      "What do I wear so she can reach my arm easily?",
      "I've heard the inner arm hurts more than the outside.",
      "The studio down the road, Iron Moth, does walk-ins on Fridays.",
      "Should I eat a proper breakfast first?",
      "My sister got her first one at 18 and never stopped.",
      "I'm worried I'll flinch at the wrong moment.",
      "White ink apparently fades to nothing within a couple of years.",
      "I keep changing my mind about the exact angle of the stem.",
    ],
    absent: [
      "How much is the deposit for the shoulder piece?",
      "Where did I do the patch test for the black ink?",
      "What's the studio's phone number?",
      "How much will the whole tattoo cost in the end?",
    ],
  },
  {
    name: "selling handmade candles",
    early: [
      {
        say: "My candle business is called Wick & Wander.",
        ask: "What's my candle business called?",
        value: "Wick & Wander",
      },
      {
        say: "I buy soy wax in 20 kg boxes from a supplier in Cheltenham called Pure Melt.",
        ask: "Who supplies my wax?",
        value: "Pure Melt",
      },
      {
        say: "The scent that sells best is smoked fig.",
        ask: "What's my most popular fragrance?",
        value: "smoked fig",
      },
      {
        say: "The next fair is at Stanway Village Hall.",
        ask: "Where's the next fair being held?",
        value: "Stanway",
      },
      {
        say: "Each 200 ml jar retails at £16.50.",
        ask: "What do I sell a candle for?",
        value: "16.50",
      },
    ],
    updated: {
      say: "A table at Ledbury on a Saturday costs £45.",
      update: "The market organisers emailed: stallholders pay £52 from April.",
      ask: "How much is a pitch at Ledbury?",
      value: "45",
      now: "52",
    },
    ancestor: [
      {
        say: "My niece Poppy designed the labels for nothing.",
        ask: "Who did the artwork on the jars for free?",
        value: "Poppy",
      },
      {
        say: "I keep the stock in a lock-up garage on Bramble Lane.",
        ask: "Which road is my storage garage on?",
        value: "Bramble Lane",
      },
      {
        say: "The wicks I use are cotton ones from a German firm called Hartkorn.",
        ask: "Which German firm makes my wicks?",
        value: "Hartkorn",
      },
    ],
    chatter: [
      "I burnt my thumb on the double boiler again.",
      "Someone asked if I do wax melts, which could be easy money.",
      "My friend Anouk sells soap at the same events and swears by lavender.",
      "Tunnelling happens when the wick is too small for the jar.",
      "I made 96 candles last weekend and the house smells like a bakery.",
      "A shop in Tewkesbury wants to stock me on sale or return.",
      "Should I charge more for the ones in amber glass?",
      "The tea lights are barely worth the effort.",
      "My partner Rob says the spare room is now a warehouse.",
      "Frosting on soy wax drives me mad.",
      "I'm thinking of a winter range with clove and orange.",
      "Card fees take about 1.75% of everything.",
      "A woman returned a candle saying it was too strong, which was a first.",
      "Do I need product liability insurance for candles?",
      "Instagram reels bring in more orders than I expected.",
      "Rob's mum is staying with us from 19 October.",
    ],
    absent: [
      "Where's the Easter fair?",
      "Who supplies my jars?",
      "What do I pay each month for the lock-up garage?",
      "When is the next fair?",
    ],
  },
  {
    name: "setting up a marine aquarium",
    early: [
      {
        say: "The tank is a 300-litre Red Sea Reefer.",
        ask: "What make is the tank?",
        value: "Red Sea",
      },
      {
        say: "The aquarium shop I use is Coral Cove in Bicester.",
        ask: "Which aquarium shop do I use?",
        value: "Coral Cove",
      },
      {
        say: "The salinity should sit at 1.025 specific gravity.",
        ask: "How salty should the water be?",
        value: "1.025",
      },
      {
        say: "My first fish will be a pair of clownfish from a breeder in Devon.",
        ask: "What species am I starting with?",
        value: "clownfish",
      },
      {
        say: "The return pump is an Ecotech Vectra.",
        ask: "Which brand is my return pump?",
        value: "Ecotech",
      },
    ],
    updated: {
      say: "The sump I ordered online has order number KX7731.",
      update: "The filtration tank turned up cracked, so the replacement goes out under QT40588.",
      ask: "What's the reference for the sump?",
      value: "KX7731",
      now: "QT40588",
    },
    ancestor: [
      {
        say: "My neighbour Hamid will feed the fish while I'm in Lisbon.",
        ask: "Who's looking after the tank when I'm away?",
        value: "Hamid",
      },
      {
        say: "The live rock came from Tideline Aquatics in Swindon.",
        ask: "Who sold me the rock?",
        value: "Tideline",
      },
      {
        say: "The lights run a ten-hour cycle starting at 11:30.",
        ask: "What time does the light cycle start?",
        value: "11:30",
      },
    ],
    chatter: [
      "Cycling a new tank takes about six weeks before anything can go in.",
      "I dropped a test kit vial behind the cabinet.",
      "My nephew Tobias wants a blue tang like in the film.",
      "Nitrates were 10 ppm this morning.",
      "A reef club meets in Oxford on the first Tuesday of the month.",
      "Do snails count as a clean-up crew or just decoration?",
      "The RO unit wastes a shocking amount of water.",
      "I watched a video of a mantis shrimp cracking glass.",
      "The tank room is at 24 degrees and the heater hardly comes on.",
      "Someone on the forum keeps a 900-litre system in a garage.",
      "Salt mix costs about £60 a bucket.",
      "My wife Ngozi says the hum keeps her awake.",
      "Algae is turning the back glass green already.",
      "I'm tempted by a yellow tang but they need a lot of space.",
      "The shop in Banbury sells frozen mysis by the tray.",
      "The electricity bill for January was £140.",
    ],
    absent: [
      "What make is the protein skimmer?",
      "Which brand is my wavemaker pump?",
      "How much did the tank cost?",
      "What's the breeder in Devon called?",
    ],
  },
];
