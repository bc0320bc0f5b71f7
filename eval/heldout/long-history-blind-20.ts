/**
 * Held-out long-history cases, blind set 20 (issue 36, "Long histories"). Written by a helper that
 * had read neither the engine code (nothing under lib/) nor the earlier blind sets' cases (beyond
 * the first case of -blind-19.ts) nor the other long-history case files. It read only: the doc
 * comment, the types and the first case of ../long-history-cases.ts (the second range it printed ran
 * ten lines past that case and so showed the start of the second case: its name, its first early
 * fact in full and the statement of its second); ../conversation.ts in full (historyScript, for
 * how chatter and the update are placed; the long-history loop; the `correct`/`states` checks);
 * `containsValue` in ../../bench/kt.ts, which `states` calls (the grep that located it also showed
 * the one line of the bench that calls it, and the range printed before it showed a one-line
 * `median` helper, a blank line and the function's own doc comment, nothing of the engine); and the
 * doc comment and first case of heldout/long-history-blind-19.ts (for the format and the
 * doc-comment style; the ranges printed there stopped at the end of that case). Besides those it
 * saw only file names (the first fifty entries of a listing of eval/heldout/, all conflict-case
 * files, node_modules names matching "stem", "porter" or "natural" and the tsx binary, and the
 * file list and "main"/"version" lines of wink-porter2-stemmer, whose Porter2 stemmer the scratch
 * script used). The only project code it ran was `states`, on these sentences, from a
 * scratch script outside the repository. It never ran an eval or put these questions to the engine.
 * Held out: its misses are not to be read case by case, and nothing is to be tuned on it.
 *
 * Six conversations (five early facts, one updated at the middle, three in the parent before the
 * branch, sixteen chatter lines each), the six updates of six kinds:
 * - letting a holiday cottage (number of nights): the summer minimum of 3 nights becomes 7
 *   (changeovers are wearing her out, so "nobody comes for fewer than 7" from June to August);
 * - a golf society trip to Spain (flight number): EZY6213 becomes EZY6471 (easyJet have shifted the
 *   group onto the lunchtime departure);
 * - a son's junior football season (clothing size): an age 9-10 kit becomes an 11-12 (he has shot
 *   up since Easter);
 * - a dropped-kerb application (reference code): HW40317 becomes HW52806 (the council made them
 *   resubmit with new drawings);
 * - opening a hair salon (percentage): 40% commission on services becomes 35% (the accountant ran
 *   the numbers on what the girls can be paid on cuts and colours);
 * - a daughter's dance school show (time of day): the dress rehearsal at 4.15pm becomes 5.30pm (the
 *   hall is booked for a wedding, so everything is pushed back).
 *
 * Phrasing, counted with a scratch script (not committed; stop words, pronouns and auxiliaries
 * dropped, words reduced by the Porter2 stemmer) over the 54 questions against their statements:
 * 18 share no content word, 18 share one, 18 share two or more (3/3/3 in every conversation). No
 * update repeats the value it replaces, and none shares a content word with its original statement
 * or with its question (also checked more strictly, keeping stop words and matching on the first
 * four letters: only articles, prepositions, the "s" of a contraction, and in the golf trip the
 * shared airline prefix "EZY6" of the two flight numbers, met). Every value occurs in its own
 * statement (or update) only, not in another statement, update, question or chatter line of its
 * conversation (checked as a case-insensitive substring), no new value contains the old one and no
 * old value the new one, and `states` finds each value in the sentence that carries it. No value is
 * followed by a comma in its statement or update. Most statements carry a second, similar detail
 * that is never asked, and each conversation's chatter has look-alikes (another cottage's name,
 * cleaner, beach and door code; another flight number, handicap, captain and hotel; another child's
 * kit size and squad number, another ground; another contractor, reference and neighbour; another
 * salon's name, another commission rate, brand and unit; another dance school, class time, costume
 * colour and ticket price).
 */

import type { LongHistoryCase } from "@/eval/long-history-cases";

export const LONG_HISTORY_BLIND_20: LongHistoryCase[] = [
  {
    name: "holiday cottage let",
    early: [
      {
        say: "My husband wanted Bramble End but I've called the cottage Wrenfold.",
        ask: "What's the name of our holiday let?",
        value: "Wrenfold",
      },
      {
        say: "Marisol Quintero cleans between guests and her sister Pilar does the laundry.",
        ask: "Who cleans the place between guests?",
        value: "Marisol Quintero",
      },
      {
        say: "We're listed on Coastline Stays as well as Airbnb and they take a 15% cut.",
        ask: "Which agency has us on its books?",
        value: "Coastline Stays",
      },
      {
        say: "The key safe by the back door opens with 8260 and the shed padlock is 1194.",
        ask: "What's the number for the key safe?",
        value: "8260",
      },
      {
        say: "Guests arrive from four and changeover is always on a Saturday.",
        ask: "Which day do visitors swap over?",
        value: "Saturday",
      },
    ],
    updated: {
      say: "Over the summer the shortest stay is 3 nights, and 2 in the quieter months.",
      update: "Changeovers are wearing me out, so from June to August nobody comes for fewer than 7.",
      ask: "What's the least number of nights for a summer visit?",
      value: "3",
      now: "7",
    },
    ancestor: [
      {
        say: "The nearest beach is Polventon Cove and Trebarra Sands is a twenty-minute drive.",
        ask: "Which beach is closest?",
        value: "Polventon Cove",
      },
      {
        say: "Our first booking is a couple from Leicester called the Hendersons.",
        ask: "What's the surname of the first guests?",
        value: "Hendersons",
      },
      {
        say: "I bought the welcome hampers from Gwen at the farm shop for £18 each.",
        ask: "Who supplies the welcome baskets?",
        value: "Gwen",
      },
    ],
    chatter: [
      "The cottage next door is called Gull's Rest and it's booked solid till October.",
      "A guest left a review saying the shower was too weak.",
      "My friend Denise runs a let in Padstow and charges £160 a night.",
      "Her place only asks for a two-night minimum all year.",
      "We found a wasps' nest under the eaves last week.",
      "The cleaner at Denise's is a lad called Kieran who's very fussy.",
      "Should I leave a bottle of wine or is that too much?",
      "Penhallow beach had a jellyfish warning on Tuesday.",
      "The Wi-Fi password is on a card by the kettle, but people still ask.",
      "Our garage door code at home is 5512 and I keep mixing them up.",
      "I spent £240 on new towels and bedding.",
      "The septic tank needs emptying before the season starts.",
      "Do you think guests care about a smart TV?",
      "Mum says we should never have bought a second house.",
      "The Fosters from Bristol stayed in the cottage opposite over Easter.",
      "The farm shop's sourdough sells out by ten most days.",
    ],
  },
  {
    name: "golf society trip",
    early: [
      {
        say: "There are twelve of us going and the society captain this year is Gordon Pryce.",
        ask: "Who's captain of the golf society?",
        value: "Gordon Pryce",
      },
      {
        say: "We're staying at the Hotel Las Adelfas in Mojácar, two streets back from the beach.",
        ask: "Where are we sleeping on the trip?",
        value: "Las Adelfas",
      },
      {
        say: "Each of us put £620 into the kitty, which covers green fees but not buggies.",
        ask: "How much did everyone pay into the pot?",
        value: "620",
      },
      {
        say: "The first round is at Valle del Este on the Monday and Desert Springs on the Wednesday.",
        ask: "Where's the first round?",
        value: "Valle del Este",
      },
      {
        say: "My handicap is 18 but my brother-in-law reckons it should be lower.",
        ask: "What do I play off?",
        value: "18",
      },
    ],
    updated: {
      say: "We fly out on flight EZY6213 from Bristol at 6am on the Saturday.",
      update: "easyJet have shifted us all onto the lunchtime departure, which is EZY6471.",
      ask: "What flight are we on?",
      value: "EZY6213",
      now: "EZY6471",
    },
    ancestor: [
      {
        say: "Barry is driving the minibus to the airport and Keith is doing the return.",
        ask: "Who's taking us to the airport?",
        value: "Barry",
      },
      {
        say: "The golf bags go in the hold at £45 each way.",
        ask: "What does it cost to put a set of clubs in the hold?",
        value: "45",
      },
      {
        say: "The prize for the winner is the Harrington Salver and the wooden spoon goes to whoever comes last.",
        ask: "What does the winner get as a prize?",
        value: "Harrington Salver",
      },
    ],
    chatter: [
      "Last year we went to Girona and stayed at a parador.",
      "The Ryanair one, FR8154, was cheaper but it goes from Cardiff.",
      "Colin's handicap has gone up to 24 since his knee operation.",
      "I need new spikes on my shoes before we go.",
      "Do you think factor 50 is overkill in April?",
      "The last captain, Derek Mayhew, organised everything on a spreadsheet.",
      "La Manga is supposed to be lovely but it's expensive.",
      "My wife thinks it's just an excuse to drink.",
      "I hit a ball into the lake on the ninth at the club on Sunday.",
      "We should sort out a team shirt, maybe navy.",
      "Someone always leaves their driving licence at home.",
      "The weather app says 26 degrees for most of the week.",
      "Pete says he's bringing his own rangefinder.",
      "The bar at the clubhouse closes at eleven.",
      "I've been practising my putting on the lounge carpet.",
      "Our club's Tuesday roll-up has dropped to eight players.",
    ],
  },
  {
    name: "junior football season",
    early: [
      {
        say: "Jake's team trains on Tuesday evenings at Meadowbank rec and plays on Sunday mornings.",
        ask: "Where does training happen?",
        value: "Meadowbank",
      },
      {
        say: "The coach is Ross Kavanagh and his assistant is a dad called Imran.",
        ask: "Who coaches the team?",
        value: "Ross Kavanagh",
      },
      {
        say: "Subs are £22 a month, paid by standing order to the club treasurer.",
        ask: "What's the membership fee?",
        value: "22",
      },
      {
        say: "Jake's squad number is 14 and his best mate Theo has 9.",
        ask: "What number does Jake wear?",
        value: "14",
      },
      {
        say: "The league they play in is the Fernvale Junior League.",
        ask: "Which league are they in?",
        value: "Fernvale",
      },
    ],
    updated: {
      say: "Jake's kit is an age 9-10 shirt and shorts, and his socks are a junior size.",
      update: "He's shot up since Easter, so better order the 11-12 for him.",
      ask: "What size kit does Jake need?",
      value: "9-10",
      now: "11-12",
    },
    ancestor: [
      {
        say: "The away game on the 12th is at Hollins Park and the one after that is at home.",
        ask: "Where's the next match away from home?",
        value: "Hollins Park",
      },
      {
        say: "Parents take turns washing the kit, and our week is the first one in October.",
        ask: "Which month are we doing the laundry?",
        value: "October",
      },
      {
        say: "The club photographer is Nadia Brookes and the photos go up on the club's Facebook page.",
        ask: "Who takes the team pictures?",
        value: "Nadia Brookes",
      },
    ],
    chatter: [
      "Theo's mum said he's already in a 12-13.",
      "The under-12s train over at Brookside on Thursdays.",
      "Their coach used to play semi-pro for Tamworth.",
      "Jake's boots are already rubbing, and we only got them in August.",
      "Shin pads are compulsory now, even for training.",
      "It was freezing on the touchline last Sunday.",
      "Drama club is £30 a month, so football is the cheaper one.",
      "Theo's number last season was 21.",
      "Do you think I should volunteer to run the line?",
      "The referee on Sunday was only about sixteen himself.",
      "We lost 4-2 but Jake had a great game.",
      "I've bought a flask for the cold mornings.",
      "Half the parents never stay to watch.",
      "The tea hut does bacon rolls for £2.50.",
      "Jake wants to be a goalkeeper now, which is new.",
      "Our car smells permanently of muddy socks.",
    ],
  },
  {
    name: "dropped kerb application",
    early: [
      {
        say: "Our road is under Wexley Borough Council for highways, but bins are the county.",
        ask: "Which council handles the highways side?",
        value: "Wexley",
      },
      {
        say: "The contractor the council approved is Kerbline Civils and they do the tarmac too.",
        ask: "Who's doing the groundwork?",
        value: "Kerbline Civils",
      },
      {
        say: "The works will cost £1,260 plus the £95 application fee.",
        ask: "How much is the job going to cost?",
        value: "1,260",
      },
      {
        say: "The drawing needs to show the driveway is at least 4.8 metres deep.",
        ask: "How long does the driveway have to be?",
        value: "4.8",
      },
      {
        say: "Our neighbour Mr Achterberg at number 16 has to be told by letter.",
        ask: "Who next door needs writing to?",
        value: "Achterberg",
      },
    ],
    updated: {
      say: "The application reference is HW40317 and the old porch one was PL19822.",
      update: "The council made us resubmit with new drawings, so it's HW52806 now.",
      ask: "What's the reference for the kerb application?",
      value: "HW40317",
      now: "HW52806",
    },
    ancestor: [
      {
        say: "The highways officer dealing with it is Priya Lalwani and her manager is Tom Fairclough.",
        ask: "Who is the officer on our case?",
        value: "Priya Lalwani",
      },
      {
        say: "The site notice has to stay on the lamp post for 21 days.",
        ask: "How long must the notice stay up?",
        value: "21",
      },
      {
        say: "We're paying for it out of the savings account at Nationwide rather than the credit card.",
        ask: "Where's the money coming from?",
        value: "Nationwide",
      },
    ],
    chatter: [
      "Next door got their dropped kerb in 2019 and it cost them half as much.",
      "The planning portal login is still under my old email.",
      "A firm called Roadwise quoted as well but never came back to us.",
      "The bin collection reference on the council letter is BN-66804.",
      "Parking on the street has been a nightmare since the school expanded.",
      "Our other neighbour, Mrs Kowalczyk, says she doesn't mind at all.",
      "The lamp post outside might have to move, which costs extra.",
      "I measured the front garden three times to be sure.",
      "Do you think gravel or block paving looks better?",
      "Someone keyed my car last month when it was parked on the road.",
      "Planning for the porch two doors down took nine weeks.",
      "The gas main runs somewhere under the pavement.",
      "I've been saving for this since last spring.",
      "The county deals with the bins, not the borough.",
      "Traffic wardens came round twice on Friday.",
      "A dropped kerb on Clifton Road was refused for being too near the junction.",
    ],
  },
  {
    name: "hair salon opening",
    early: [
      {
        say: "My nan vetoed Curl Up and Dye so the salon's going to be called Loose Ends.",
        ask: "What name did we settle on for the shop?",
        value: "Loose Ends",
      },
      {
        say: "The unit is on Harcourt Street between the bakery and a vape shop.",
        ask: "Which street is the salon on?",
        value: "Harcourt Street",
      },
      {
        say: "We open on 3 May with a launch party the night before.",
        ask: "When does the salon start trading?",
        value: "3 May",
      },
      {
        say: "I'm buying the colour from Wella through a wholesaler in Leeds and the shampoo from Davines.",
        ask: "Which brand of colour are we using?",
        value: "Wella",
      },
      {
        say: "Kerry-Ann Walsh is joining as senior stylist and her niece as an apprentice.",
        ask: "Who's the senior stylist?",
        value: "Kerry-Ann Walsh",
      },
    ],
    updated: {
      say: "Stylists will get 40% commission on services, plus 10% on product sales.",
      update: "My accountant ran the numbers and the most I can pay the girls on cuts and colours is 35%.",
      ask: "What commission do stylists get on services?",
      value: "40%",
      now: "35%",
    },
    ancestor: [
      {
        say: "The shop-fitter is a firm called Mirrorworks and the plumber is my cousin Dale.",
        ask: "Who is fitting out the shop?",
        value: "Mirrorworks",
      },
      {
        say: "The booking system is Fresha and the basic plan is free.",
        ask: "What software takes the appointments?",
        value: "Fresha",
      },
      {
        say: "Rent on the unit is £1,100 a month with the first two months free.",
        ask: "How much is the rent on the unit?",
        value: "1,100",
      },
    ],
    chatter: [
      "The barber on the corner charges £12 for a skin fade.",
      "A salon in Otley called Scissor Sisters closed last year.",
      "My friend Shona's last salon paid 45% but she never got tips.",
      "I've ordered four backwash basins in black.",
      "The vape shop next door is very loud on Saturdays.",
      "Should we do a loyalty card or a discount for students?",
      "The L'Oréal rep came round with samples.",
      "The electrician says the sockets need moving.",
      "My mum wants her hair done for free forever.",
      "The unit on Dyer Lane was cheaper but had no parking.",
      "We need a name for the Instagram account too.",
      "I'm worried about the water pressure for the basins.",
      "A mobile hairdresser called Jodie asked about renting a chair.",
      "The signwriter is booked for the week before we open.",
      "Towels are going to be a never-ending expense.",
      "Last night I dreamed I gave someone a terrible fringe.",
    ],
  },
  {
    name: "dance school show",
    early: [
      {
        say: "Maisie dances at the Carlisle Academy now though she started at Step Ahead.",
        ask: "Where does she have her lessons?",
        value: "Carlisle Academy",
      },
      {
        say: "The show is at the Corn Exchange in Wimborne, not the church hall like last year.",
        ask: "Where is the performance?",
        value: "Corn Exchange",
      },
      {
        say: "Tickets are £14 for adults and £8 for children.",
        ask: "How much is a grown-up ticket?",
        value: "14",
      },
      {
        say: "Her costume for the tap number is a yellow sequin leotard.",
        ask: "What colour is the tap costume?",
        value: "yellow",
      },
      {
        say: "Her teacher is Miss Delphine and Miss Hattie does the ballet classes.",
        ask: "Who teaches her?",
        value: "Delphine",
      },
    ],
    updated: {
      say: "Dress rehearsal starts at 4.15pm on the Friday, and we collect her at seven.",
      update: "They've had to push everything back because the hall's booked for a wedding, so it's 5.30pm now.",
      ask: "What time is the dress rehearsal?",
      value: "4.15pm",
      now: "5.30pm",
    },
    ancestor: [
      {
        say: "The chaperone for her group backstage is Lorna Pike and Gemma's mum covers the older girls.",
        ask: "Who's looking after her group behind the scenes?",
        value: "Lorna Pike",
      },
      {
        say: "Parking is at the Tesco on Leigh Road and it's a five-minute walk.",
        ask: "Where should we park?",
        value: "Leigh Road",
      },
      {
        say: "Grandma Jean is coming to the matinee and Grandad is coming to the evening one.",
        ask: "Which performance is Grandma Jean seeing?",
        value: "matinee",
      },
    ],
    chatter: [
      "Her friend Ava goes to Step Ahead's Saturday class.",
      "The street dance group rehearses at six on Thursdays.",
      "Last year's show was in the church hall and you couldn't see a thing.",
      "Ava's costume is purple with a silver belt.",
      "Panto tickets at the Lighthouse were £22 each.",
      "She practises her shuffles on the kitchen floor every night.",
      "Miss Hattie is expecting a baby in the spring.",
      "I had to sew sequins on until midnight.",
      "Do you think she's old enough for pointe shoes?",
      "The school runs a summer camp in August for £95.",
      "Her little brother is dreading sitting through two hours of it.",
      "Tap shoes are so expensive for something she'll grow out of.",
      "We're getting her flowers to give her at the end.",
      "The photographer charges £30 for a DVD of the show.",
      "She's been counting down the days since Easter.",
      "I still can't do a proper ballet bun.",
    ],
  },
];
