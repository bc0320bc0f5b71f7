/**
 * Held-out long-history cases, blind set 19 (issue 36, "Long histories"). Written by a helper that
 * had read neither the engine code (nothing under lib/) nor the earlier blind sets' cases (beyond
 * the first case of -blind-18.ts) nor the other long-history case files. It read only: the doc
 * comment, the types and the first case of ../long-history-cases.ts (the range it printed ended one
 * line into the second case and so showed that case's name line, nothing more); ../conversation.ts
 * in full (historyScript, for how chatter and the update are placed; the long-history loop; the
 * `correct`/`states` checks); `containsValue` in ../../bench/kt.ts, which `states` calls (the grep
 * that located it also showed the one line calling it in the bench, and the range printed around it
 * showed the tail of the function before it, a few small helpers around it and the start of the
 * report formatter, nothing of the engine); and the doc comment and first case of
 * heldout/long-history-blind-18.ts (for the format and the doc-comment style; the range printed
 * there ran a few lines into its second case: its name, its first early fact and the statement and
 * question of its second). Besides those it saw only file names (a listing of eval/heldout/ and of
 * node_modules names matching "stem", whose Porter2 stemmer the scratch script used) and line
 * counts. The only project code it ran was `states`, on these sentences, from a scratch script
 * outside the repository. It never ran an eval or put these questions to the engine. Held out: its
 * misses are not to be read case by case, and nothing is to be tuned on it.
 *
 * Six conversations (five early facts, one updated at the middle, three in the parent before the
 * branch, sixteen chatter lines each), the six updates of six kinds:
 * - a window-cleaning round (price per unit): the rate for an ordinary terrace, £8.50, becomes £10
 *   (diesel has gone through the roof, so the "little two-up two-downs" go up from March);
 * - a niece's graduation in Dublin (departure gate number): boarding gate 14 at Bristol becomes 31
 *   (the departure screen has changed, "right down the far end");
 * - a new front door (colour): sage green outside becomes duck-egg blue (the showroom phones to say
 *   that shade is discontinued);
 * - a jam and chutney stall (weight): the cash-and-carry's 25 kg sugar sacks become 15 kilos a time
 *   (Booker have stopped stocking the large ones);
 * - starting a yoga class (day-and-time slot): Thursdays at 7pm becomes Tuesdays at 9.30 (the vicar
 *   needs the room in the evenings for confirmation prep);
 * - finding a childminder (phone number): her mobile, 07700 900318, becomes the house phone,
 *   01632 960745 (she has lost her handset).
 *
 * Phrasing, counted with a scratch script (not committed; stop words, pronouns and auxiliaries
 * dropped, words reduced by the Porter2 stemmer) over the 54 questions against their statements:
 * 18 share no content word, 18 share one, 18 share two or more (3/3/3 in every conversation). No
 * update repeats the value it replaces, and none shares a content word with its original statement
 * or with its question (also checked more strictly, keeping stop words and matching on the first
 * four letters: only articles, prepositions, conjunctions, pronouns and auxiliaries met). Every
 * value occurs in its own statement (or update) only, not in another statement, update, question or
 * chatter line of its conversation (checked as a case-insensitive substring), no new value contains
 * the old one and no old value the new one, and `states` finds each value in the sentence that
 * carries it. No value is followed by a comma in its statement or update. Most statements carry a
 * second, similar detail that is never asked, and each conversation's chatter has look-alikes
 * (another round's price, another gate, another door's colour, another bag weight, another class's
 * slot, another phone number).
 */

import type { LongHistoryCase } from "@/eval/long-history-cases";

export const LONG_HISTORY_BLIND_19: LongHistoryCase[] = [
  {
    name: "window-cleaning round",
    early: [
      {
        say: "My brother wanted Shine Brothers but I've named the business Clearview Crystal.",
        ask: "What's my company called?",
        value: "Clearview Crystal",
      },
      {
        say: "The water-fed pole is a Gardiner carbon one, and I got a spare brush head with it.",
        ask: "Which make is the water-fed pole?",
        value: "Gardiner",
      },
      {
        say: "My round starts on the Heathfield estate, about 140 houses, and then the shops on Mill Lane.",
        ask: "Which estate does my round begin on?",
        value: "Heathfield",
      },
      {
        say: "Public liability insurance is with Brightwell Cover at £96 a year.",
        ask: "Who's my insurer?",
        value: "Brightwell",
      },
      {
        say: "I bought a second-hand Berlingo van for £3,800 and the tank I've fitted in the back holds 250 litres.",
        ask: "What's the capacity of the water tank?",
        value: "250",
      },
    ],
    updated: {
      say: "My rate for an ordinary terrace is £8.50 and anything bigger I price up on the doorstep.",
      update: "Diesel's gone through the roof, so the little two-up two-downs go to £10 from March.",
      ask: "What do I charge for a terraced house?",
      value: "8.50",
      now: "10",
    },
    ancestor: [
      {
        say: "My first regular customer is Mrs Pennington at number 3, and her neighbour Mr Oduya signed up too.",
        ask: "Who was the first person to sign up?",
        value: "Pennington",
      },
      {
        say: "I'm putting leaflets through doors on Ashby Road on Saturday and Elm Crescent the week after.",
        ask: "Which street gets flyers this weekend?",
        value: "Ashby Road",
      },
      {
        say: "My uncle Dermot lets me park the van in his yard behind the garage on Cole Street.",
        ask: "Who gives me somewhere to leave my vehicle overnight?",
        value: "Dermot",
      },
    ],
    chatter: [
      "My mate Callum did windows for years in Leeds before he went into roofing.",
      "Do you reckon people still want their gutters cleared, or is that a separate job?",
      "The bloke who used to do this round charged £7 and never turned up on time.",
      "Pure water systems are supposed to leave no streaks at all.",
      "An Unger pole at the wholesaler was nearly twice the price.",
      "It was minus two this morning and the hose froze solid.",
      "I need a better way of keeping track of who has paid.",
      "Someone on the Oakfield estate asked if I do fascias as well.",
      "My shoulders are killing me after a full day of reaching.",
      "Should I get a logo on the van, or is that a waste of money?",
      "The forecast says rain all Thursday, so that's a day lost.",
      "A lady on Primrose Avenue gave me a fiver and a mince pie.",
      "I spent 45 minutes on one conservatory yesterday.",
      "Is it worth taking card payments, or do most people still pay cash?",
      "My old boss at the warehouse, Trevor, says I'm mad to go self-employed.",
      "The resin in the filter needs changing roughly every six weeks.",
    ],
  },
  {
    name: "niece's graduation in Dublin",
    early: [
      {
        say: "Orla graduates from Trinity on 27 June and the ceremony is in the Exam Hall.",
        ask: "Which university is Orla graduating from?",
        value: "Trinity",
      },
      {
        say: "We're flying with Aer Lingus from Bristol, and Mum is coming up from Cork by train.",
        ask: "Which airline are we using?",
        value: "Aer Lingus",
      },
      {
        say: "I've booked two nights at the Harcourt Lodge; Dad wanted the Shelbourne but it was full.",
        ask: "Where are we staying in Dublin?",
        value: "Harcourt Lodge",
      },
      {
        say: "Her present is a silver bracelet from a jeweller in Bath, plus a card signed by the cousins.",
        ask: "What present are we giving her?",
        value: "bracelet",
      },
      {
        say: "Each of us gets a 10 kg cabin bag on the cheap fare and no hold luggage.",
        ask: "How heavy can my bag be?",
        value: "10 kg",
      },
    ],
    updated: {
      say: "The app says our boarding gate at Bristol is 14 and boarding closes half an hour before we fly.",
      update: "Heads up, the departure screen's changed and we're at 31 now, right down the far end.",
      ask: "Which gate do we board from?",
      value: "14",
      now: "31",
    },
    ancestor: [
      {
        say: "Orla's flatmate Saoirse is driving us from the airport in her little Fiat.",
        ask: "Who is picking us up at the airport?",
        value: "Saoirse",
      },
      {
        say: "The celebration dinner is booked at a place called Fade Street Social for eight people.",
        ask: "Where's the meal after the graduation?",
        value: "Fade Street Social",
      },
      {
        say: "Tickets for the ceremony are limited to three guests per graduate, so Uncle Brendan is watching the livestream.",
        ask: "Who is watching the livestream?",
        value: "Brendan",
      },
    ],
    chatter: [
      "My friend Aoife says Dublin is ridiculously expensive for a pint these days.",
      "I need to find a dress that isn't too warm for a June afternoon.",
      "Do you think they still do the thing where the graduates throw their caps?",
      "Last time I flew from Gatwick we were at gate 108, a twenty-minute walk.",
      "Orla studied history of art, which her grandad still doesn't understand.",
      "Should we take euros in cash or just use cards?",
      "The forecast for Dublin is 18 degrees and showers.",
      "My brother's graduation at Leeds back in 2011 was in a sports hall.",
      "I'll have to print the boarding passes because my phone battery is rubbish.",
      "Her photographer friend Ciarán is taking the official pictures.",
      "We could see the Book of Kells if there's time on the Saturday morning.",
      "Mum wants to find the house on Leeson Street where she lived as a student.",
      "My cousin stayed at the Merrion once and has never stopped talking about it.",
      "Is it rude to leave before all the names are read out?",
      "I bought a travel adaptor even though I'm fairly sure Ireland uses the same plugs.",
      "Her mortarboard apparently costs £45 to hire for the day.",
    ],
  },
  {
    name: "new front door",
    early: [
      {
        say: "The door is coming from Harlow Windows and their fitter is a chap called Glenn.",
        ask: "Which company is supplying the door?",
        value: "Harlow Windows",
      },
      {
        say: "It has a Yale multipoint lock and a spyhole at eye level.",
        ask: "What brand is the lock?",
        value: "Yale",
      },
      {
        say: "The whole job comes to £1,645 including the new frame and threshold.",
        ask: "What's the total cost of the door?",
        value: "1,645",
      },
      {
        say: "Fitting is booked for Wednesday 5 March and should start about eight in the morning.",
        ask: "When is the fitting booked?",
        value: "5 March",
      },
      {
        say: "The glass panel will be obscure Chantilly pattern so nobody can see into the hall.",
        ask: "Which pattern is the glass going to have?",
        value: "Chantilly",
      },
    ],
    updated: {
      say: "We've chosen sage green for the outside with white on the inside.",
      update: "The showroom phoned: that shade is discontinued, so we've picked duck-egg blue instead.",
      ask: "What colour is the new door going to be on the outside?",
      value: "sage green",
      now: "duck-egg blue",
    },
    ancestor: [
      {
        say: "The old door is going to my neighbour Rashid for his workshop.",
        ask: "Who's taking the old door off our hands?",
        value: "Rashid",
      },
      {
        say: "The letterbox and knocker are going to be in brushed chrome rather than brass.",
        ask: "What finish did we choose for the door furniture?",
        value: "brushed chrome",
      },
      {
        say: "The house number 27 will go on a little slate plaque beside the bell.",
        ask: "What will our address be displayed on?",
        value: "slate plaque",
      },
    ],
    chatter: [
      "Our current door sticks every time it rains.",
      "The neighbours at 31 have a bright red door and I've always liked it.",
      "Do composite doors fade in full sun, do you know?",
      "I had a quote from Anglian as well but they were much dearer.",
      "The postman, Keith, always complains our letterbox is too low.",
      "We'll need to sweep out the porch before the fitters arrive.",
      "My mother-in-law thinks a door should always be black.",
      "The draught under the current one is unbelievable in January.",
      "I'm going to repaint the window sills afterwards so they don't look shabby.",
      "Is it worth getting a smart doorbell while we're at it?",
      "Our old key has been copied so many times it barely turns.",
      "The hanging basket by the porch died over the winter.",
      "A house down the road paid £2,100 for theirs, so we did all right.",
      "I read that a decent door should last about 30 years.",
      "We'll have to take the day off to let them in, I suppose.",
      "Apparently you can't put a cat flap in a composite door.",
    ],
  },
  {
    name: "jam and chutney stall",
    early: [
      {
        say: "My stall is at the Saturday farmers' market in Ludlow next to a cheese man called Alun.",
        ask: "Which town is my market in?",
        value: "Ludlow",
      },
      {
        say: "The stall fee is £28 a week and the table cover is my own.",
        ask: "How much is the pitch?",
        value: "28",
      },
      {
        say: "My bestseller is the damson jam, and the rhubarb and ginger comes second.",
        ask: "What's my best-selling jam?",
        value: "damson",
      },
      {
        say: "The labels are printed by a firm in Hereford called Inkwell Press.",
        ask: "Who prints my labels?",
        value: "Inkwell Press",
      },
      {
        say: "The jars come from a wholesaler in Telford in boxes of twelve.",
        ask: "Where do I get my jars?",
        value: "Telford",
      },
    ],
    updated: {
      say: "The cash-and-carry sells granulated sugar in 25 kg sacks.",
      update:
        "Booker have stopped stocking the large ones, so it's 15 kilos a time from now on and twice as many trips.",
      ask: "What size do the sugar sacks come in?",
      value: "25",
      now: "15",
    },
    ancestor: [
      {
        say: "My niece Tamsin is designing a new logo with a little wasp on it.",
        ask: "Who is doing my new logo?",
        value: "Tamsin",
      },
      {
        say: "Chutneys are £4.20 a jar and jams are £3.80.",
        ask: "What do I charge for a pot of the savoury stuff?",
        value: "4.20",
      },
      {
        say: "I keep the stock in my cousin's barn at Clee Hill over the winter.",
        ask: "Where are the unsold jars stored in the colder months?",
        value: "Clee Hill",
      },
    ],
    chatter: [
      "The plum trees were loaded last autumn but look bare this year.",
      "A woman asked whether my marmalade is sugar-free, which it definitely isn't.",
      "The honey man at the end of the row charges £7 a jar.",
      "It was so windy on Saturday that the gazebo nearly took off.",
      "I'm thinking about doing a spiced apple chutney for Christmas.",
      "My hands smell of vinegar no matter how much I scrub them.",
      "A café in Church Stretton wants to stock a few of my jars.",
      "Do you think people would pay more for fancy ribbon on the lids?",
      "The bread stall run by Gwen sells out by eleven every week.",
      "I've been using the same preserving pan since 2014.",
      "Card readers take a cut, but so many people don't carry cash anymore.",
      "The environmental health officer, Mr Pryce, is visiting next month.",
      "I made 60 jars of blackcurrant last week and I'm sick of the sight of them.",
      "Should I do a loyalty card, buy nine and get the tenth free?",
      "The market manager says footfall drops in February.",
      "Someone told me the flour at Costco comes in 16 kg bags.",
    ],
  },
  {
    name: "starting a yoga class",
    early: [
      {
        say: "I'm hiring the upstairs room at St Aidan's hall, and the Brownies have the main hall.",
        ask: "Where am I running the classes?",
        value: "St Aidan's",
      },
      {
        say: "Room hire costs £18 an hour, invoiced monthly by the caretaker.",
        ask: "How much is the room hire?",
        value: "18",
      },
      {
        say: "I trained with the British Wheel of Yoga and finished my diploma last spring.",
        ask: "Who did I do my teacher training with?",
        value: "British Wheel",
      },
      {
        say: "Drop-in sessions are £7.50 and a block of six is £40.",
        ask: "What's the price of a drop-in?",
        value: "7.50",
      },
      {
        say: "I'm capping it at 14 mats because of the fire regulations.",
        ask: "How many people can come at most?",
        value: "14",
      },
    ],
    updated: {
      say: "The first class runs on Thursdays at 7pm after the Brownies finish.",
      update:
        "The vicar needs the room in the evenings for confirmation prep, so we're on Tuesdays at 9.30 from next month.",
      ask: "When does my class run?",
      value: "Thursdays at 7pm",
      now: "Tuesdays at 9.30",
    },
    ancestor: [
      {
        say: "My insurance is through Balens and covers up to 5 million.",
        ask: "Who insures me for teaching?",
        value: "Balens",
      },
      {
        say: "I've ordered twenty cork blocks and straps from a supplier called Mandala Mats.",
        ask: "Which supplier did I order the blocks from?",
        value: "Mandala Mats",
      },
      {
        say: "My friend Priya is going to cover the classes when I'm away in August.",
        ask: "Who will stand in for me over the summer?",
        value: "Priya",
      },
    ],
    chatter: [
      "Half the people who've asked about it are complete beginners.",
      "The caretaker, Bernard, keeps the heating on a timer that's impossible to override.",
      "Should I play music during the class or keep it quiet?",
      "The gym on the ring road charges £12 for a single class.",
      "The teacher at my old gym, Helen, has been running classes for twenty years.",
      "I need to find a decent speaker that isn't too expensive.",
      "Someone asked if I'd do a chair yoga session for the over-seventies.",
      "There's a Zumba class in the same building on Mondays at 6pm.",
      "I keep second-guessing whether I'm experienced enough.",
      "The floor in that room is lovely old parquet.",
      "A leaflet in the library might bring a few people in.",
      "My back has been so much better since I started practising daily.",
      "Do I need a separate music licence to play songs in a church hall?",
      "The Brownies leave glitter all over the floor on a Wednesday.",
      "I've got 32 people following the Instagram page already.",
      "The hall's car park only has about ten spaces.",
    ],
  },
  {
    name: "finding a childminder",
    early: [
      {
        say: "The childminder we've picked is Denise Whitlock and she looks after two other toddlers.",
        ask: "What's the childminder's name?",
        value: "Whitlock",
      },
      {
        say: "Ruby will go to Denise on Mondays, Tuesdays and Fridays, and Grandma has her on Wednesdays.",
        ask: "When is the toddler with her gran instead?",
        value: "Wednesdays",
      },
      {
        say: "Her fee is £6.20 an hour including snacks, with lunch at £2 on top.",
        ask: "What's her rate?",
        value: "6.20",
      },
      {
        say: "She lives on Quarry Lane just ten minutes' walk from the station.",
        ask: "Whereabouts is her house?",
        value: "Quarry Lane",
      },
      {
        say: "Ruby starts with her on 3 February after a couple of settling-in sessions.",
        ask: "When does Ruby start?",
        value: "3 February",
      },
    ],
    updated: {
      say: "Denise's mobile is 07700 900318 and she prefers texts to calls.",
      update: "She's lost her handset, so it's the house phone for now: 01632 960745.",
      ask: "What number do I ring to reach Denise?",
      value: "07700 900318",
      now: "01632 960745",
    },
    ancestor: [
      {
        say: "Ofsted rated her Outstanding at her last inspection in 2022.",
        ask: "What did Ofsted rate her?",
        value: "Outstanding",
      },
      {
        say: "We have to give four weeks' notice if we ever want to stop, same as for her holidays.",
        ask: "How much notice do we need to give?",
        value: "four weeks",
      },
      {
        say: "Ruby's spare clothes and nappies go in the blue rucksack with the fox on it.",
        ask: "What's the bag for her change of clothes?",
        value: "blue rucksack",
      },
    ],
    chatter: [
      "Ruby cried for ten minutes at the first session and then forgot all about it.",
      "My colleague's childminder in Harborne charges £7 an hour.",
      "Do you think she's too young to be away from us three days a week?",
      "Grandma already bought her a little lunchbox with ladybirds on it.",
      "The other family, the Adebayos, have been with her for two years.",
      "Ruby's favourite thing right now is posting cards through the letterbox.",
      "The day care on Station Road had a waiting list of nine months.",
      "I need to sort out the tax-free childcare account before the end of the month.",
      "Her cot is still in our room, which is getting silly.",
      "Tom's sister swears by a childminder who got rated Good in 2019.",
      "She's finally sleeping through most nights, touch wood.",
      "I worry a bit about the spaniel at the childminder's, though it seems gentle.",
      "Work has agreed I can leave at 4.30 on the days I pick her up.",
      "Ruby calls every cat she sees Mimi at the moment.",
      "We got the car seat fitted properly at Halfords last weekend.",
      "The health visitor's number, 0121 496 0553, is on the fridge.",
    ],
  },
];
