import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 18 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case, 40 in all):
 *   close: community theatre matinee price, novel publication date, band line-check time,
 *     climbing-gym boulder count, game patch build number, cycling sportive route length,
 *     short-film director of photography, print exhibition venue.
 *   few shared words: rugby derby TV coverage (negation), esports scrim server host (identifier),
 *     jazz club capacity, arts magazine print run.
 *   multi: summer music festival, rapid chess tournament, dance school recital, yoga retreat,
 *     winter basketball league, night-sky photography workshop.
 *   correction: comic convention booth (branch), golf fourball tee time (branch),
 *     ballet tour stop (parent), vinyl EP pressing (parent).
 *   paraphrase: youth orchestra concert date, ski club chalet budget, half marathon distance,
 *     film society screening time, bowling league teams, author signing length, tennis club fee,
 *     museum Viking exhibition, board game café slots, radio arts show time, rowing erg test,
 *     poetry slam prize.
 *   shared-words: repertory theatre runs, spin studio bikes, cricket batter seasons,
 *     art auction reserve vs hammer, speedrun channel subscribers, cinema branch screens.
 *
 * Counts by shape (a case may carry more than one):
 *   close 12, identifier 1, negation 1, multi 6, correction 4, paraphrase 12, shared-words 6, list 0.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_18: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close (8)
  {
    name: "h18 theatre matinee price",
    branch: [
      "Did you get the box office sheet for Sunday?",
      "Yes — adult seats for the Sunday matinee of Blithe Spirit are going for £18 each, concessions a bit less.",
      "Great, I'll put that in the newsletter.",
    ],
    parent: [
      "Rehearsal notes are pinned on the green room board.",
      "For the flyer: if you're a grown-up it costs £16 to see Blithe Spirit on Sunday afternoon.",
      "Got it, thanks!",
    ],
    conflicts: [["£18 each", "costs £16"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h18 novel publication date",
    branch: [
      "Marketing wants to lock the autumn calendar this week.",
      "Our publication date for The Salt Orchard is 9 October, and the launch party at the bookshop is that same evening.",
      "I'll let the publicist know.",
    ],
    parent: [
      "Proofs came back clean, by the way — only two typos.",
      "Nice. The Salt Orchard hits the shelves on 16 October; the chain stores have already promised window space.",
    ],
    conflicts: [["is 9 October", "on 16 October"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h18 band line-check time",
    branch: [
      "Van leaves the rehearsal room at noon sharp.",
      "The venue manager says we line-check on stage from 4:15 pm, so please don't wander off after load-in.",
    ],
    parent: [
      "Who's bringing the spare snare?",
      "Me, and a couple of extra sticks.",
      "Reminder to all: soundcheck at the Roundhouse is at 5:15 pm, merch goes up after that.",
    ],
    conflicts: [["from 4:15 pm", "at 5:15 pm"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h18 climbing gym boulder count",
    branch: [
      "The setters were in until 2am last night.",
      "They put up fourteen new boulder problems on the cave wall, mostly purple and black grades.",
    ],
    parent: [
      "Is the overhang section open again?",
      "Yep, reopened this morning with eleven fresh problems to try — bring skin tape.",
    ],
    conflicts: [["fourteen new", "eleven fresh"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h18 game patch build number",
    branch: [
      "Patch notes draft is in the shared doc.",
      "We're shipping the balance changes as build 2.4.1 on Thursday; the server maintenance window stays the same.",
      "Can someone double-check the Paladin numbers?",
    ],
    parent: [
      "QA signed off on the ranked-mode fixes.",
      "Those go out to players in version 2.4.3, Thursday as planned.",
    ],
    conflicts: [["build 2.4.1", "version 2.4.3"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h18 cycling sportive route length",
    branch: [
      "Route recce done yesterday, legs still sore.",
      "The long loop of the Dales sportive comes out at 112 km with about 1,800 m of climbing.",
    ],
    parent: [
      "Feed stations sorted?",
      "Two of three. Riders on the long option will cover 121 km in total, so the third stop should sit near the top of the pass.",
      "Makes sense.",
    ],
    conflicts: [["112 km", "121 km"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h18 short film cinematographer",
    branch: [
      "Crew list for the short is nearly final.",
      "Behind the camera we've got Priya Nair as director of photography, and Tom is on sound.",
    ],
    parent: [
      "Location permit for the old mill came through!",
      "Also, Leah Okafor agreed to shoot it — she'll be our DP for all three days.",
      "Brilliant news.",
    ],
    conflicts: [["Priya Nair", "Leah Okafor"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h18 print exhibition venue",
    branch: [
      "The council grant covers the hire costs, so we're fine on budget.",
      "That means the linocut show will hang at the Old Library on Fenwick Street for the whole of May.",
    ],
    parent: [
      "Framer needs the final count by Friday.",
      "Note for the invitation card — we're exhibiting in the Corn Exchange, open all through May.",
    ],
    conflicts: [["the Old Library", "the Corn Exchange"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- few shared words (4)
  {
    name: "h18 rugby derby broadcast",
    branch: [
      "Bar staff rota for Saturday?",
      "Sorted. And the derby against Harlow is going out live on regional TV, so expect a packed clubhouse.",
    ],
    parent: [
      "First XV kit's been washed and bagged.",
      "Heads up: no cameras this weekend, the broadcaster dropped our Harlow game from its schedule.",
    ],
    conflicts: [["going out live", "no cameras"]],
    paraphrases: [],
    shapes: ["close", "negation"],
  },
  {
    name: "h18 esports scrim server",
    branch: [
      "Scrims tonight at nine?",
      "Yes — connect to eu-scrim-04.arenahost.gg, lobby code is pinned in the team chat.",
    ],
    parent: [
      "Coach wants a VOD review straight after.",
      "Practice lobby lives on eu-scrim-07.arenahost.gg tonight, don't join the public one by mistake.",
    ],
    conflicts: [["eu-scrim-04.arenahost.gg", "eu-scrim-07.arenahost.gg"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h18 jazz club capacity",
    branch: [
      "Is the Blue Lantern booked for the album launch?",
      "Booked and paid. The Blue Lantern holds 340 standing.",
    ],
    parent: [
      "Merch table goes by the door, same as last time.",
      "The fire certificate lets us squeeze 430 people into the Lantern, so that's our ticket cap.",
    ],
    conflicts: [["holds 340", "430 people"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h18 arts magazine print run",
    branch: ["Cover shoot approved by the editor.", "The printer's quote assumes 12,000 copies of the spring issue."],
    parent: [
      "Ad sales are ahead of target, which is a nice change.",
      "We're running off 15,000 mags for spring this time round.",
    ],
    conflicts: [["12,000 copies", "15,000 mags"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- multi (6)
  {
    name: "h18 meadowlark festival details",
    branch: [
      "Lineup poster is at the printer.",
      "Final details for the site: Meadowlark Festival runs Friday 12 July to Sunday 14 July, there are four stages this year (plus the silent disco tent), and weekend passes are £145.",
      "Perfect, thanks.",
    ],
    parent: [
      "Volunteer briefing is next Wednesday.",
      "For the website copy — Meadowlark is 12–14 July, three stages, and a weekend pass costs £145.",
      "ok 👍",
    ],
    conflicts: [["four stages", "three stages"]],
    paraphrases: [["Friday 12 July to Sunday 14 July", "12–14 July"]],
    shapes: ["multi"],
  },
  {
    name: "h18 rapid chess tournament",
    branch: [
      "Entries are open!",
      "The Riverside Rapid will be seven rounds on Saturday 3 May at the community hall, time control 15+10, entry fee £20 (juniors half price).",
    ],
    parent: [
      "The arbiter is confirmed, and the clocks are charged.",
      "Posting to the league site: Riverside Rapid, May 3rd, 7 rounds at 15 minutes plus 10 seconds a move, £25 to enter.",
    ],
    conflicts: [["entry fee £20", "£25 to enter"]],
    paraphrases: [
      ["seven rounds", "7 rounds"],
      ["Saturday 3 May", "May 3rd"],
      ["15+10", "15 minutes plus 10 seconds"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h18 dance school recital",
    branch: [
      "Costume fittings went well, only three hems to fix.",
      "So the summer recital is on Sunday 22 June at 2 pm in the Grange Theatre; tickets £8, and we'll hold two dress rehearsals the week before.",
    ],
    parent: [
      "Can parents help with hair and makeup on the day?",
      "Yes please! For the letter home: recital 22 June, 2:00 pm, Grange Theatre - tickets £10 - with 2 dress rehearsals beforehand.",
    ],
    conflicts: [["tickets £8", "tickets £10"]],
    paraphrases: [
      ["2 pm", "2:00 pm"],
      ["two dress rehearsals", "2 dress rehearsals"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h18 lakeside yoga retreat",
    branch: [
      "Deposits are in from the last couple of stragglers!",
      "So the Lake District retreat is full: 16 guests, five nights from 8 September, and the all-in price is £690 per person.",
    ],
    parent: [
      "Chef has confirmed the vegan menu.",
      "Retreat summary for the host — five nights starting 8 Sept, 16 guests, £720 per head all inclusive.",
    ],
    conflicts: [["£690 per person", "£720 per head"]],
    paraphrases: [["from 8 September", "starting 8 Sept"]],
    shapes: ["multi"],
  },
  {
    name: "h18 winter basketball league",
    branch: [
      "Gym floor is booked on Tuesday nights.",
      "Winter league details: ten teams, an 18-game regular season starting Tuesday 7 January, $350 per team to register.",
    ],
    parent: [
      "Refs are sorted for the first month.",
      "League email draft: 10 teams; regular season tips off January 7; 16 games each; registration $350 a team.",
      "Looks good to me.",
    ],
    conflicts: [["18-game", "16 games"]],
    paraphrases: [
      ["ten teams", "10 teams"],
      ["Tuesday 7 January", "January 7"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h18 night-sky photo workshop",
    branch: [
      "Do we have enough wide lenses for everyone?",
      "Mostly. Night-sky workshop recap: Saturday 19 October at Kielder Observatory, max 12 participants, £95 each, starting 8 pm.",
    ],
    parent: [
      "Forecast looks clear for the weekend.",
      "The booking page says the astrophotography session is 19 Oct at Kielder Observatory (up to twelve people, £95), starting at 9 pm.",
    ],
    conflicts: [["starting 8 pm", "starting at 9 pm"]],
    paraphrases: [
      ["Saturday 19 October", "19 Oct"],
      ["max 12 participants", "up to twelve people"],
    ],
    shapes: ["multi"],
  },

  // ---------------------------------------------------------------- correction (4)
  {
    name: "h18 comic convention booth",
    branch: [
      "Exhibitor pack arrived this morning.",
      "We're in booth C14 in Hall 2.",
      "Sorry, I misread the floor plan — we're actually in booth C41, still Hall 2.",
    ],
    parent: [
      "Print run for the zines is done, 300 of each.",
      "Great, I'll put booth C14 on our socials so people can find us.",
    ],
    conflicts: [["booth C41", "booth C14"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h18 golf fourball tee time",
    branch: [
      "Club captain sent the draw for Sunday's medal.",
      "Our fourball tees off at 8:40.",
      "Update: they reshuffled the draw, we're now off at 9:20.",
    ],
    parent: [
      "Anyone need a lift to the course?",
      "I can take two plus clubs.",
      "Just so everyone knows, we're teeing off 8:40 Sunday, so be at the range by eight.",
    ],
    conflicts: [["now off at 9:20", "teeing off 8:40"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h18 ballet tour second stop",
    branch: ["Costume trunks are packed and labelled.", "The second stop on the Giselle tour is Leeds, two nights."],
    parent: [
      "Lighting plot for stop two is attached.",
      "Stop two is Leeds, right?",
      "They moved it — the theatre there had a booking clash, so the second stop is now Nottingham, still two nights.",
    ],
    conflicts: [["is Leeds", "now Nottingham"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h18 vinyl EP pressing",
    branch: ["Artwork files are with the pressing plant.", "We're pressing 500 copies of the EP on clear vinyl."],
    parent: [
      "Test pressings sound great, the low end is lovely.",
      "So 500 copies on clear vinyl, yes?",
      "Actually, the distributor upped their order — we're pressing 800 now, same clear vinyl.",
    ],
    conflicts: [["500 copies", "pressing 800"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // ---------------------------------------------------------------- paraphrase (12)
  {
    name: "h18 youth orchestra concert date",
    branch: [
      "Programme notes are due Friday.",
      "The spring concert with the youth orchestra is on 14 March at St Cuthbert's.",
    ],
    parent: [
      "Did the timpani get repaired?",
      "Yes, finally. And the youth orchestra's spring concert is March 14th, St Cuthbert's again.",
    ],
    conflicts: [],
    paraphrases: [["14 March", "March 14th"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h18 ski club chalet budget",
    branch: ["Chalet's booked for the club trip to Les Arcs.", "Total accommodation budget is €2.5k for the week."],
    parent: [
      "Lift passes are next on the list.",
      "We set aside 2,500 euros for the chalet, so whatever's left goes on passes.",
    ],
    conflicts: [],
    paraphrases: [["€2.5k", "2,500 euros"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h18 castle half marathon distance",
    branch: [
      "Bib numbers are printed and boxed.",
      "Reminder: the Castle half marathon course is the full 21.1 km, certified last spring.",
    ],
    parent: [
      "Water stations at miles 3, 6 and 9.",
      "The course measures 21.1 kilometres, so pacers should plan their splits for that.",
    ],
    conflicts: [],
    paraphrases: [["21.1 km", "21.1 kilometres"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h18 film society screening time",
    branch: [
      "Projector test went fine, subtitles are in sync.",
      "Tonight's screening of Stalker at the film society starts at 19:30.",
    ],
    parent: [
      "Who's doing the intro talk?",
      "Marta is. The film rolls at 7:30 pm, so she'll need to start at quarter past.",
    ],
    conflicts: [],
    paraphrases: [["19:30", "7:30 pm"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h18 bowling league teams",
    branch: ["Lanes are booked for Wednesday nights.", "We have twelve teams signed up for the autumn bowling league."],
    parent: [
      "Team shirts are ordered.",
      "With 12 teams in the league this autumn we'll need all six lanes every week.",
    ],
    conflicts: [],
    paraphrases: [["twelve teams", "12 teams"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h18 author signing length",
    branch: ["Stock for the signing arrived, four boxes.", "She's agreed to sign for 2 hours after the reading."],
    parent: ["Do we need a queue barrier?", "Probably — it's a two-hour signing slot and she's very popular."],
    conflicts: [],
    paraphrases: [["2 hours", "two-hour"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h18 tennis club membership fee",
    branch: ["New member form is online now.", "Adult membership is £480 per year; juniors play free."],
    parent: [
      "Court resurfacing starts in April.",
      "The adult fee stays at 480 pounds annually, the committee didn't want a rise.",
    ],
    conflicts: [],
    paraphrases: [["£480 per year", "480 pounds annually"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h18 museum viking exhibition",
    branch: [
      "Loan agreements with the Danish museum are signed.",
      "The Viking exhibition closes on 31 August 2025, and adult entry is £12.",
    ],
    parent: [
      "School groups keep asking about dates.",
      "Tell them the Viking show runs through 31/08/2025; grown-ups pay twelve pounds, kids free.",
    ],
    conflicts: [],
    paraphrases: [
      ["31 August 2025", "31/08/2025"],
      ["£12", "twelve pounds"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h18 board game cafe slots",
    branch: ["Table for six booked for Friday night.", "Heads up, each table slot is 1.5 hours on weekends."],
    parent: ["Do they serve food there?", "Yes, toasties and cake. Weekend slots are 90 minutes per table."],
    conflicts: [],
    paraphrases: [["1.5 hours", "90 minutes"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h18 radio arts show start",
    branch: [
      "Guest confirmed for the arts hour — the novelist from Hull.",
      "We go live at half past eight on Thursday.",
    ],
    parent: [
      "Jingles are updated.",
      "Thursday's show starts 8:30, and I'd like the guest in the studio ten minutes early.",
    ],
    conflicts: [],
    paraphrases: [["half past eight", "8:30"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h18 rowing erg test",
    branch: ["Erg tests are next week.", "Everyone does the 2,000 m test, and splits get recorded on the sheet."],
    parent: [
      "The coxless four is back from repair.",
      "Coach wants a 2 km erg test from everyone before crew selection.",
    ],
    conflicts: [],
    paraphrases: [["2,000 m", "2 km"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h18 poetry slam prize",
    branch: ["Judges are confirmed: two poets and a bookseller.", "First prize at the slam is $1,000 this year."],
    parent: [
      "Venue's the back room at the Anchor again.",
      "The winner takes home a thousand dollars, sponsored by the small press.",
    ],
    conflicts: [],
    paraphrases: [["$1,000", "a thousand dollars"]],
    shapes: ["paraphrase"],
  },

  // ---------------------------------------------------------------- shared-words (6)
  {
    name: "h18 repertory theatre runs",
    branch: ["Rep season schedule is out.", "Hamlet has a run of 24 performances in the main house."],
    parent: ["Understudies rehearse on Mondays.", "Twelfth Night has a run of 18 performances in the main house."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h18 spin studio bikes",
    branch: ["The Monday 6am spin class keeps filling up.", "The studio holds 30 bikes for the 6am class."],
    parent: ["Jo is covering for the usual instructor.", "So far 22 bikes are booked for the 6am class."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h18 cricket batter seasons",
    branch: [
      "Awards night is set for November.",
      "For the slideshow: our top batter scored 612 runs in the 2023 season.",
    ],
    parent: [
      "Trophy engraving has been ordered.",
      "And for the speech, our top batter scored 745 runs in the 2024 season.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h18 art auction turner study",
    branch: ["Catalogue proofs look sharp.", "The reserve price on the Turner study was £8,000."],
    parent: ["What a sale this afternoon!", "The hammer price on the Turner study was £11,500."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h18 speedrun channel subscribers",
    branch: ["Thumbnail redesign is live.", "Our goal for March was 5,000 subscribers on the speedrun channel."],
    parent: ["Sponsor call is tomorrow at 11.", "We ended March with 4,200 subscribers on the speedrun channel."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h18 cinema branch screens",
    branch: ["The refurb finished on time, amazingly.", "The Northgate cinema now has 8 screens."],
    parent: ["Popcorn machine is fixed at last.", "The Riverside cinema now has 6 screens."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
