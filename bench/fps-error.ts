/**
 * How far the shop's FPS estimates are from published benchmark figures: for each case below
 * (a graphics card, a game, a resolution and the review's preset and test processor), the
 * estimate the shop would show (the point estimate behind `estimateFps`, with the card's
 * score and the processor found the way the shop finds them, a test processor the catalogue
 * does not sell scored from its specifications) against the review's average
 * FPS, as markdown tables with the median absolute percentage error and the worst case.
 *
 *   node --import tsx bench/fps-error.ts          # or: npm run bench -- --only fps
 *
 * No database, no dataset: it reads the curated catalogue (parts.json) and the shop's games
 * (games.json), so `fps-error.test.ts` can hold the medians in `npm test`.
 *
 * Four sets of cases, kept apart:
 * - `heldOutCases`: verified GPU-bound figures (URL, the page's words, settings and test
 *   processor in `sources`) of games the earlier calibration never saw, from outlets the fitting
 *   set does not use for those games, chosen before the calibration was refitted and never
 *   fitted on: the headline median and worst case.
 * - `fittingCases`: verified GPU-bound figures of nine other games, among them the previous
 *   held-out set, and of held-out games from outlets none of their held-out figures comes
 *   from; the only figures the calibration may be fitted on.
 * - `cpuBoundCases`: 1080p with an RTX 4090 from processor reviews, where `cpuFactor` and the
 *   game's CPU-bound figure decide. Verified, not fitted on.
 * - `fpsCases`: the 37 older calibration cases. The estimator was first fitted on them, and
 *   their figures were transcribed from memory; none could be found in a stored copy of the
 *   cited review pages, so every one is marked `unverified`: a regression guard, never a
 *   claim of accuracy.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  cpuFactor,
  gpuChipsetKey,
  gpuGamingScore,
  gpuGamingScores,
  pointEstimateFps,
  type CpuForEstimate,
  type GameBenchmark,
  type GraphicsPreset,
  type Resolution,
} from '@rigsmith/kit/domain';
import { catalogueSeedDir, gamesSeedDir } from '../storefront/server/paths';

/**
 * Where a published figure comes from. `verified` when the figure was read in a stored copy of
 * `url` (the page itself, or an article quoting it, named in `citation`); the settings are
 * the page's own words. `outlet` is whoever measured the figure (not the page quoting it): a
 * held-out game may have fitting figures only from outlets none of its held-out figures come
 * from, so a correction fitted on them is tested on measurements it never saw.
 */
export type FpsSource = { citation: string; url?: string; verified: boolean; outlet?: string };

/** The calibration cases' reviews: not found in any stored page, so unverified. */
const UNVERIFIED = 'figure transcribed from memory; not found in a stored copy of the page, so unverified';

export const sources = {
  tpu5090: {
    citation: `TechPowerUp, "NVIDIA GeForce RTX 5090 Founders Edition Review" (Jan 2025), the game's page; Ryzen 7 9800X3D, highest preset, ray tracing off; ${UNVERIFIED}`,
    verified: false,
  },
  tpu5080: {
    citation: `TechPowerUp, "NVIDIA GeForce RTX 5080 Founders Edition Review" (Jan 2025), the game's page; Ryzen 7 9800X3D, highest preset, ray tracing off; ${UNVERIFIED}`,
    verified: false,
  },
  tpu9070xt: {
    citation: `TechPowerUp, "Sapphire Radeon RX 9070 XT Nitro+ Review" (Mar 2025), the game's page; Ryzen 7 9800X3D, highest preset, ray tracing off; ${UNVERIFIED}`,
    verified: false,
  },
  tpu5070: {
    citation: `TechPowerUp, "NVIDIA GeForce RTX 5070 Founders Edition Review" (Mar 2025), the game's page; Ryzen 7 9800X3D, highest preset, ray tracing off; ${UNVERIFIED}`,
    verified: false,
  },
  tpu5060ti: {
    citation: `TechPowerUp, "NVIDIA GeForce RTX 5060 Ti 16 GB Review" (Apr 2025), the game's page; Ryzen 7 9800X3D, highest preset, ray tracing off; ${UNVERIFIED}`,
    verified: false,
  },
  tpu9060xt: {
    citation: `TechPowerUp, "AMD Radeon RX 9060 XT 16 GB Review" (Jun 2025), the game's page; Ryzen 7 9800X3D, highest preset, ray tracing off; ${UNVERIFIED}`,
    verified: false,
  },
  tpu4070super: {
    citation: `TechPowerUp, "NVIDIA GeForce RTX 4070 Super Founders Edition Review" (Jan 2024), "Cyberpunk 2077" page; Core i9-13900K, highest preset, ray tracing off; ${UNVERIFIED}`,
    verified: false,
  },
  tpu4090: {
    citation: `TechPowerUp, "NVIDIA GeForce RTX 4090 Founders Edition Review" (Oct 2022), "Red Dead Redemption 2" page; Ryzen 7 5800X, maximum settings; ${UNVERIFIED}`,
    verified: false,
  },
  tpu4060: {
    citation: `TechPowerUp, "MSI GeForce RTX 4060 Gaming X Review" (Jun 2023), "Red Dead Redemption 2" page; Core i9-13900K, maximum settings; ${UNVERIFIED}`,
    verified: false,
  },
  hubStarfield: {
    citation: `Hardware Unboxed, "Starfield GPU Benchmark" (Sep 2023), Ultra preset charts; Ryzen 7 7800X3D; ${UNVERIFIED}`,
    verified: false,
  },
  hubHogwarts: {
    citation: `Hardware Unboxed, "Hogwarts Legacy GPU Benchmark" (Feb 2023), Ultra preset, ray tracing off; Ryzen 7 7700X; ${UNVERIFIED}`,
    verified: false,
  },
  // Held out: read this session, never fitted on.
  nvidiaGhostOfTsushima: {
    citation:
      'Hardware Times, news article on Ghost of Tsushima\'s PC release quoting NVIDIA\'s own benchmark figures; "Ultra", native, without DLSS or frame generation; test processor not stated',
    url: 'https://hardwaretimes.com/ghost-of-tsushima-averages-84-fps-on-the-rtx-4090-4k-63-fps-on-the-4060-1080p-ultra/',
    verified: true,
  },
  kitguru5080Wukong: {
    citation:
      'KitGuru, Nvidia RTX 5080 review, page 5 (Black Myth: Wukong); Cinematic preset, TSR at 100 % render scale (native), DX12; test processor not stated on the page',
    url: 'https://www.kitguru.net/components/graphic-cards/dominic-moass/nvidia-rtx-5080-review-efficiency-gains-but-a-performance-letdown/5',
    verified: true,
  },
  hardwareTimesStarfield: {
    citation:
      "Hardware Times, Starfield early-access test of the fastest cards; 4K Ultra, the game's starting area; Core i9-13900KF; whether the preset's FSR 2 render scale was left on is not stated",
    url: 'https://hardwaretimes.com/amds-rx-7900-xtx-beats-the-nvidia-rtx-4090-in-starfield-despite-being-650-cheaper/',
    verified: true,
  },
  // Fitting set: verified figures the calibration is fitted on (see `fittingCases`).
  tpuHorizonForbiddenWest: {
    citation:
      'TechPowerUp, "Horizon Forbidden West Performance Benchmark Review" (Mar 2024), quoted by Pledge Times: "With a RTX 4090 Horizon Forbidden West scores 92.2 fps on average at 2160p, 134.9 fps at 1440p and 158.9 fps at 1080p, while switching to a RTX 4080 the values drop to 71.7 fps, 107.6 fps and 135.2 fps respectively. [...] RTX 4070 [...] 54.3 fps at 2160p, 86.1 fps at 1440p and 112.3 fps at 1080p"; all settings at maximum, TAA, no upscaling; Core i9-14900K',
    url: 'https://pledgetimes.com/horizon-forbidden-west-on-pc-the-benchmarks-confirm-the-quality-of-the-conversion/',
    verified: true,
  },
  pcosHorizonForbiddenWest: {
    citation:
      'PC Optimized Settings, "Horizon Forbidden West PC Optimized Settings and Benchmarks" (2024): "averaging 69 FPS on the GeForce RTX 4060 at 1080p \u201cVery High.\u201d The RTX 4070 pushes 100 FPS, while the Radeon RX 7900 GRE posts an average of 124 FPS [...] the RTX 4070 drops to 84.5 FPS [at 1440p] [...] led by the RTX 4090\u2019s 138 FPS [...] the RTX 4060 is reduced to 46 FPS"; Very High preset, native; Core i9-13900K',
    url: 'https://pcoptimizedsettings.com/horizon-forbidden-west-pc-optimized-settings/',
    verified: true,
  },
  hardwareTimesAlanWake2: {
    citation:
      'Hardware Times, "Alan Wake 2 PC Performance: NVIDIA RTX 4090, 4080, AMD RX 7900 XTX, 7900 XT and More" (Oct 2023): "At 1080p Ultra, the GeForce RTX 4090 averaged 117 FPS, followed by the Radeon RX 7900 XTX and the RTX 4080 with 101 FPS and 93 FPS [...] The RX 7900 XT nets 90.6 FPS"; at 1440p "the RX 7900 XT with a precarious 65.5 FPS. The RTX 4080 [...] 69 FPS [...] The Radeon RX 7900 XTX and the RTX 4090 average [...] 73 FPS and 87 FPS"; at 4K "the GeForce RTX 4090 with 51 FPS and the RX 7900 XTX with 42 FPS [...] The RX 7900 XT drops to 35.7 FPS"; "Ultra" without ray tracing; the upscaler setting is not stated (the article says upscaling is needed for a smooth experience, so native is read); Core i9-13900K',
    url: 'https://www.hardwaretimes.com/alan-wake-2-pc-performance-nvidia-rtx-4090-4080-amd-rx-7900-xtx-7900-xt-and-more/',
    verified: true,
  },
  pcosFinalFantasyXvi: {
    citation:
      'PC Optimized Settings, "Final Fantasy XVI PC Optimization: Preliminary Settings and Benchmarks" (Aug 2024, the demo): RTX 4090 FE with a Ryzen 9 7950X, "averages of 54 FPS, 60 FPS, and 64 FPS at High, Mid, and Low" at 4K; "the game averages 90 FPS and 118 FPS at 1440p and 1080p using the highest quality settings"; native, no upscaling or frame generation',
    url: 'https://pcoptimizedsettings.com/final-fantasy-xvi-pc-optimization-preliminary-settings-and-benchmarks/',
    verified: true,
  },
  tpuSpaceMarine2: {
    citation:
      'TechPowerUp, Warhammer 40,000: Space Marine 2 performance review (Sep 2024), quoted by MuyComputer: "Solo la GeForce RTX 4090 [...] obtiene una media de 81,4 FPS" at 4K, maximum quality, no upscaling; test processor not stated in the quoting page (TechPowerUp\u2019s 2024 system: Core i9-14900K)',
    url: 'https://www.muycomputer.com/2024/09/17/rendimiento-de-warhammer-space-marine-2-no-estaban-muertas-las-gpus-de-8-gb/',
    verified: true,
  },
  nvidiaStalker2: {
    citation:
      'TweakTown, news on NVIDIA\u2019s S.T.A.L.K.E.R. 2 benchmarks (Nov 2024): "The GeForce RTX 4090 without DLSS 3 + FG enabled is only hitting 52FPS at 4K" ("an average frame rate of 52.4 FPS" in TweakTown\u2019s launch article); every setting maxed, native; Core i9-14900K',
    url: 'https://www.tweaktown.com/news/101643/nvidia-benchmarks-stalker-2-geforce-rtx-4090-with-dlss-3-hits-4k-120fps-at-max-settings/index.html',
    verified: true,
  },
  // Held out, added with the fitting set (decided before fitting).
  kitguru4070TiSuperTlou: {
    citation:
      'KitGuru, Nvidia RTX 4070 Ti Super review, The Last of Us Part I page (Jan 2024): "Up at 4K [...] the 4070 Ti Super [...] delivering 54FPS on average"; Ultra preset, DX12; test processor not stated on the page',
    url: 'https://kitguru.net/components/graphic-cards/dominic-moass/nvidia-rtx-4070-ti-super-review-ft-msi/11',
    verified: true,
  },
  pcosWukong: {
    citation:
      'PC Optimized Settings, Black Myth: Wukong preliminary performance guide (Aug 2024, the benchmark tool): "The GeForce RTX 4090 averages 45 FPS at 4K \u201cCinematic\u201d without ray-tracing or upscaling enabled"; test processor not stated in the excerpt read',
    url: 'https://pcoptimizedsettings.com/black-myth-wukong-optimization-preliminary-performance-guide/',
    verified: true,
  },
  // CPU-bound: processor reviews at 1080p with an RTX 4090 FE, "Ultra", native, no ray tracing.
  fpsReview9700x: {
    citation:
      'The FPS Review, AMD Ryzen 7 9700X CPU review (Aug 2024), gaming page 7; RTX 4090 FE, Ultra, native, no ray tracing, built-in benchmark',
    url: 'https://www.thefpsreview.com/2024/08/07/amd-ryzen-7-9700x-cpu-review-8-core-king-at-359/7',
    verified: true,
  },
  fpsReview9600x: {
    citation: 'The FPS Review, AMD Ryzen 5 9600X CPU review (Aug 2024), gaming page 6; RTX 4090 FE, Ultra, native, no ray tracing',
    url: 'https://www.thefpsreview.com/2024/08/07/amd-ryzen-5-9600x-cpu-review-6-core-beast-at-279/6',
    verified: true,
  },
  fpsReview9900x: {
    citation: 'The FPS Review, AMD Ryzen 9 9900X CPU review (Aug 2024), gaming page 6; RTX 4090 FE, Ultra, native, no ray tracing',
    url: 'https://www.thefpsreview.com/2024/08/14/amd-ryzen-9-9900x-cpu-review-12-core-zen-5-at-499/6',
    verified: true,
  },
  // Fitting set, added with the fresh held-out set below: the quoting article's own test.
  multiplayerHorizonForbiddenWest: {
    citation:
      'Multiplayer.it\u2019s own test, in the article quoted by Pledge Times (Mar 2024): "with an i5 13500 and an RTX 4070 in a miniITX context we obtained 45 fps at 2160p, 73 fps at 1440p and 100 fps at 1080p without any upscaling technology"; the preset is not named (the article\u2019s context is TechPowerUp\u2019s maximum settings); Core i5-13500',
    url: 'https://pledgetimes.com/horizon-forbidden-west-on-pc-the-benchmarks-confirm-the-quality-of-the-conversion/',
    verified: true,
  },
  // Fresh held-out set: games no other set has, chosen before the refit, never fitted on.
  pcosOblivionRemastered: {
    citation:
      'PC Optimized Settings, "Elder Scrolls Oblivion Remastered PC Optimized Settings & Performance Guide" (Apr 2025): "We recorded an average of 37 FPS at 4K, 60 FPS at 1440p, and 80 FPS at 1080p using the ultra quality preset. Like most Unreal Engine 5 titles, the game is completely GPU-bound." Native (the same page gives 56.5 FPS at 4K "with quality upscaling" separately), hardware ray tracing off (listed apart as "Ultra+ HW RT"); test setup "CPU: Intel Core i9-12900K @ 5.3 GHz [...] GPU: NVIDIA RTX 4090 FE"',
    url: 'https://pcoptimizedsettings.com/elder-scrolls-oblivion-remastered-pc-optimized-settings-performance-guide/',
    verified: true,
    outlet: 'PC Optimized Settings',
  },
  pcosMonsterHunterWilds: {
    citation:
      'PC Optimized Settings, "Monster Hunter Wilds PC Optimization" (Feb 2025, the official benchmark tool): "Monster Hunter Wilds averages less than 60 FPS at 4K \u201cUltra\u201d on the GeForce RTX 4090. Switching to 1440p increases the framerate to 78 FPS, while 1080p produces 89 FPS. This is without ray tracing."; test setup "CPU: Intel Core i9-12900K @ 5.3 GHz [...] GPU: NVIDIA RTX 4090 FE". The page notes that the game pairs its Ultra preset with quality-mode upscaling and gives its no-upscaling figures separately, so whether these two are native is not stated',
    url: 'https://pcoptimizedsettings.com/monster-hunter-wilds-pc-optimization-best-settings-benchmarks/',
    verified: true,
    outlet: 'PC Optimized Settings',
  },
  pcosDoomTheDarkAges: {
    citation:
      'PC Optimized Settings, "Doom: The Dark Ages PC Optimized Settings & Performance Guide" (May 2025, the press build): at 1080p "Ultra Nightmare" "The RTX 5060 Ti averages 62 FPS. The RTX 4070 nets 74.5 FPS. The RTX 4070 Ti yields 85 FPS. The RTX 5070 Ti averages 97 FPS. The RTX 4080 Super finishes with 103 FPS. The RTX 4090 sits at the top with 115 FPS."; "Native 1440p [...] The RTX 4070 averages 56 FPS at 1440p. The RTX 4070 Ti is slightly faster with 63 FPS"; ray-traced lighting is always on in this game; the test processor is not in the part of the page read (the outlet\u2019s 2025 guides state a Core i9-12900K)',
    url: 'https://pcoptimizedsettings.com/doom-the-dark-ages-pc-optimized-settings-performance-guide/',
    verified: true,
    outlet: 'PC Optimized Settings',
  },
  pcosAvowed: {
    citation:
      'PC Optimized Settings, "Avowed PC Optimized Settings: Benchmarks + Comparisons" (Feb 2025): "Avowed shows drastic resolution-based performance scaling: from 39 FPS at 4K to 69 FPS at 1440p and 96 FPS at 1080p at the highest quality preset"; hardware ray tracing is a separate option the page measures apart (10-12 % slower); test setup "CPU: Intel Core i9-12900K @ 5.3 GHz [...] GPU: NVIDIA RTX 4090 FE"',
    url: 'https://pcoptimizedsettings.com/avowed-pc-optimized-settings-benchmarks-comparisons/',
    verified: true,
    outlet: 'PC Optimized Settings',
  },
  tpuSpiderMan2: {
    citation:
      'TechPowerUp, Marvel\u2019s Spider-Man 2 performance review (Jan 2025), its conclusion as reproduced by HyperCyber: "In order to reach 60 FPS at 1080p, Max settings, no RT, no upscaling [...] 4K60? RTX 4070 Ti Super and up have you covered, the RX 7900 XT is pretty close with 58.8 FPS"; the test processor is not named in the reproduced text',
    url: 'https://hypercyber.com/blogs/news/spider-man-2-benchmark',
    verified: true,
    outlet: 'TechPowerUp',
  },
  pcosStellarBlade: {
    citation:
      'PC Optimized Settings, "Best Stellar Blade Settings for PC" (Jun 2025): "Stellar Blade averages over 90 FPS at 4K using the highest quality settings on the GeForce RTX 4090. Switching to 1440p increases the frame rate to 166 FPS (+80%), while 1080p nets 178 FPS (+93%). This indicates a CPU bottleneck at 1080p."; the presets at 4K "using DLAA anti-aliasing" (native): "Very High: 93 FPS"; test setup "CPU: Intel Core i9-12900K @ 5.3 GHz [...] GPU: NVIDIA GeForce RTX 4090 FE"',
    url: 'https://pcoptimizedsettings.com/best-stellar-blade-settings-for-pc-optimization-guide/',
    verified: true,
    outlet: 'PC Optimized Settings',
  },
  tpuSilentHillF: {
    citation:
      'TechPowerUp, Silent Hill f performance review (Sep 2025), quoted by MuyComputer: "Con esa tarjeta gr\u00e1fica [GeForce RTX 5060] tenemos una media de 60 FPS en 1080p con el preajuste \u00abcalidad\u00bb [...] En 4K la GeForce RTX 4090 consigue 58 FPS de media, y la GeForce RTX 5090 alcanza los 78 FPS"; the quality preset, no upscaling; the test processor is not named in the quoting page',
    url: 'https://www.muycomputer.com/2025/09/24/rendimiento-de-silent-hill-f-unreal-engine-5-bien-utilizado/',
    verified: true,
    outlet: 'TechPowerUp',
  },
  pcosKingdomComeDeliverance2: {
    citation:
      'PC Optimized Settings, "Kingdom Come Deliverance 2 PC Optimized Graphics Settings" (Feb 2025): "Kingdom Come Deliverance 2 averages 67 FPS at 1440p, up from just 46 FPS at 4K using the \u201cExperimental\u201d quality graphics settings" (the highest preset; the page names upscaling only for its 1080p comparison and its preset table, so these two are read as native); test setup "CPU: Intel Core i9-12900K @ 5.3 GHz [...] GPU: NVIDIA RTX 4090 FE"',
    url: 'https://pcoptimizedsettings.com/kingdom-come-deliverance-2-pc-optimized-graphics-settings-comparison/',
    verified: true,
    outlet: 'PC Optimized Settings',
  },
  muyComputerBorderlands4: {
    citation:
      'MuyComputer, "Rendimiento de Borderlands 4 con 31 tarjetas gr\u00e1ficas" (Sep 2025): "Con una GeForce RTX 3060 de 12 GB conseguimos una media de 29 FPS en Borderlands 4 configurado en calidad m\u00e1xima bajo resoluci\u00f3n 1080p. Si tenemos una GeForce RTX 4060 Ti de 16 GB [...] la media sube a 41 FPS [...] la GeForce RTX 5090 llega a 75 FPS de media [1440p] [...] En 4K tenemos una media de 30 FPS con una GeForce RTX 5080, la GeForce RTX 4090 consigue 41 FPS y la GeForce RTX 5090 solo llega a 48 FPS. La Radeon RX 9070 XT solo consigue 27 FPS, y queda 1 FPS por debajo de la Radeon RX 7900 XT, que llega a los 28 FPS"; maximum quality; the part read names neither the test processor nor whether upscaling was off',
    url: 'https://www.muycomputer.com/2025/09/12/rendimiento-de-borderlands-4-con-31-tarjetas-graficas-tenemos-un-problema-y-grave/',
    verified: true,
    outlet: 'MuyComputer',
  },
  // Fitting figures found for the held-out games and the RX 9000 cards, each from an outlet
  // none of the held-out figures comes from (`outlet`).
  dsoGamingBorderlands4: {
    citation:
      'DSOGaming, "Borderlands 4 PC Performance Analysis" (Sep 2025): "As for Native 4K with Badass Settings, there is no GPU that can offer a smooth gaming experience. In this area, the NVIDIA RTX 5090 pushes a minimum of 35FPS and an average of 40FPS."; Badass (the highest preset), native; one open-world area the page calls "more demanding than the one I used for our DLSS 4 benchmarks"; test processor "AMD Ryzen 9 7950X3D". The same page says, without figures, that at 1080p Badass "the only GPUs that can offer a 60FPS experience are the NVIDIA RTX 4090 and the RTX 5090. The RTX 5080 came close to it, though it could frequently drop to 57FPS" and that at native 1440p "the NVIDIA RTX 4090 is unable to provide a 60FPS experience"',
    url: 'https://www.dsogaming.com/pc-performance-analyses/borderlands-4-pc-performance-analysis-terrible-optimization-and-technical-issues',
    verified: true,
    outlet: 'DSOGaming',
  },
  tomsHardwareRx9060xt: {
    citation:
      'Tom\u2019s Hardware, "AMD Radeon RX 9060 XT 16GB review" (Jun 2025), as restated by Gadget Flare: "The gap increases significantly at 4K, favoring AMD with a 50.9% lead. Nvidia encounters several failures, particularly with Stalker 2 running at 1.3 FPS compared to 25 FPS on AMD" (the RX 9060 XT 16GB against the RTX 5060 Ti 8GB, the review\u2019s "4K ultra" setting); the review\u2019s test-method page (tomshardware.com, page 3): "All our primary testing takes place at native resolutions of 1920x1080, 2560x1440, and 3840x2160"; the test processor is not named in the part read',
    url: 'https://gadgetflare.top/en/enhanced-gaming-experience-with-amds-radeon-rx-9060-xt-16gb-delivering-impressive-performance-with-16-gigabytes-of-graphics-memory',
    verified: true,
    outlet: "Tom's Hardware",
  },
  pcGamerAvowed: {
    citation:
      'PC Gamer (Nick Evanson), "Avowed\u2019s low frame rates but smooth-feeling gameplay makes me wonder if we PC gamers worry too much about the numbers", in a stored rewrite of the article: "on my test rig equipped with a Ryzen 7 5700X3D and a GeForce RTX 4070, the game averages 68 frames per second at 1440p using the High quality preset without upscaling" (a second stored copy, sbtecnews.com, gives the same 68 fps, 1440p, no upscaling); High is the preset below Epic, so the estimator\u2019s `high`; test processor Ryzen 7 5700X3D',
    url: 'https://newapp.site/games/avoweds-low-frame-rates-but-smooth-feeling-gameplay-makes-me-wonder-if-we-pc-gamers-worry-too-much-about-the-numbers',
    verified: true,
    outlet: 'PC Gamer',
  },
} as const satisfies Record<string, FpsSource>;

/** One published figure: a card (catalogue chipset), a game (games.json slug) and a setting. */
export type FpsCase = {
  gpu: string;
  game: string;
  resolution: Resolution;
  preset: GraphicsPreset;
  /**
   * Catalogue id of the review's test processor, a `reviewCpus` id when the catalogue does not
   * sell it, or the nearest the catalogue has (a stand-in is named in `cpuNote`): the 13900K and
   * 14900K differ by a few per cent in games.
   */
  cpu: string;
  cpuNote?: string;
  /** Published average FPS, as the page gives it (whole, or to a tenth). */
  fps: number;
  source: keyof typeof sources;
};

/**
 * A review's test processor the catalogue does not sell, scored the way the shop would score it
 * if it did: its specifications through `cpuFactor`, as `cardScore` scores a card the catalogue
 * lacks from `gpuScores.ts`. Each specification is read in a stored copy of `url`.
 */
export type ReviewCpu = { name: string; specs: CpuForEstimate; citation: string; url: string };

export const reviewCpus = {
  'review-intel-core-i9-12900k': {
    name: 'Core i9-12900K',
    specs: { cores: 16, threads: 24, boostClockGhz: 5.3, microarchitecture: 'Alder Lake', l3CacheMb: 30 },
    citation:
      'HardwareZone, "Intel 12th Gen Core i9-12900K review: The new \u201cbest\u201d gaming processor", its specification table: "Boost Clock [...] 3.9GHz (E) / 5.2GHz (P) | Core [...] 8 (E) + 8 (P) | Threads [...] 24 | [...] L3 Cache [...] 30MB", Alder Lake; the clock is PC Optimized Settings\u2019 own, from its test setup: "CPU: Intel Core i9-12900K @ 5.3 GHz"',
    url: 'https://www.hardwarezone.com.sg/review-intel-12th-gen-core-i9-12900k-best-gaming-cpu/all-about-core-power-and-efficiency',
  },
} as const satisfies Record<string, ReviewCpu>;

const X3D9 = 'cpu-amd-ryzen-7-9800x3d';
const X3D7 = 'cpu-amd-ryzen-7-7800x3d';
const I9 = 'cpu-intel-core-i9-14900k';
const R7_5700X = 'cpu-amd-ryzen-7-5700x';

/**
 * The calibration cases (in-sample: `gpuScores.ts`, the resolution and preset factors and
 * `corrections.ts` were fitted on them), all `unverified` (see `sources`): ten cards from the RTX 4060 to the RTX 5090 and RX 9060 XT to RX 9070 XT, nine
 * games from 2018 to 2024, at the resolutions each review charts. The reviews' "highest
 * preset" is the estimator's `ultra`.
 */
export const fpsCases: readonly FpsCase[] = [
  // Cyberpunk 2077 (2020): the reviews' most cited raster chart.
  { gpu: 'GeForce RTX 5090', game: 'cyberpunk-2077', resolution: '4k', preset: 'ultra', cpu: X3D9, fps: 86, source: 'tpu5090' },
  { gpu: 'GeForce RTX 4090', game: 'cyberpunk-2077', resolution: '4k', preset: 'ultra', cpu: X3D9, fps: 66, source: 'tpu5090' },
  { gpu: 'GeForce RTX 5080', game: 'cyberpunk-2077', resolution: '4k', preset: 'ultra', cpu: X3D9, fps: 54, source: 'tpu5080' },
  { gpu: 'GeForce RTX 5070 Ti', game: 'cyberpunk-2077', resolution: '4k', preset: 'ultra', cpu: X3D9, fps: 47, source: 'tpu9070xt' },
  { gpu: 'Radeon RX 9070 XT', game: 'cyberpunk-2077', resolution: '4k', preset: 'ultra', cpu: X3D9, fps: 46, source: 'tpu9070xt' },
  { gpu: 'Radeon RX 9070 XT', game: 'cyberpunk-2077', resolution: '1440p', preset: 'ultra', cpu: X3D9, fps: 92, source: 'tpu9070xt' },
  { gpu: 'Radeon RX 9070', game: 'cyberpunk-2077', resolution: '1440p', preset: 'ultra', cpu: X3D9, fps: 83, source: 'tpu9070xt' },
  { gpu: 'GeForce RTX 5070', game: 'cyberpunk-2077', resolution: '1440p', preset: 'ultra', cpu: X3D9, fps: 78, source: 'tpu5070' },
  { gpu: 'GeForce RTX 5060 Ti', game: 'cyberpunk-2077', resolution: '1440p', preset: 'ultra', cpu: X3D9, fps: 58, source: 'tpu5060ti' },
  { gpu: 'Radeon RX 9060 XT', game: 'cyberpunk-2077', resolution: '1440p', preset: 'ultra', cpu: X3D9, fps: 56, source: 'tpu9060xt' },
  {
    gpu: 'GeForce RTX 4070 SUPER',
    game: 'cyberpunk-2077',
    resolution: '1440p',
    preset: 'ultra',
    cpu: I9,
    cpuNote: 'test CPU Core i9-13900K; 14900K stands in',
    fps: 80,
    source: 'tpu4070super',
  },
  { gpu: 'GeForce RTX 4060', game: 'cyberpunk-2077', resolution: '1080p', preset: 'ultra', cpu: X3D9, fps: 66, source: 'tpu5060ti' },
  // Baldur's Gate 3 (2023)
  { gpu: 'GeForce RTX 5090', game: 'baldurs-gate-iii', resolution: '4k', preset: 'ultra', cpu: X3D9, fps: 145, source: 'tpu5090' },
  { gpu: 'GeForce RTX 4090', game: 'baldurs-gate-iii', resolution: '4k', preset: 'ultra', cpu: X3D9, fps: 112, source: 'tpu5090' },
  { gpu: 'GeForce RTX 5070', game: 'baldurs-gate-iii', resolution: '1440p', preset: 'ultra', cpu: X3D9, fps: 118, source: 'tpu5070' },
  // God of War Ragnarök (2022 on PC 2024)
  { gpu: 'GeForce RTX 5090', game: 'god-of-war-ragnarok', resolution: '4k', preset: 'ultra', cpu: X3D9, fps: 128, source: 'tpu5090' },
  { gpu: 'GeForce RTX 4090', game: 'god-of-war-ragnarok', resolution: '4k', preset: 'ultra', cpu: X3D9, fps: 98, source: 'tpu5090' },
  { gpu: 'Radeon RX 9070 XT', game: 'god-of-war-ragnarok', resolution: '1440p', preset: 'ultra', cpu: X3D9, fps: 122, source: 'tpu9070xt' },
  // Ghost of Tsushima (2020 on PC 2024)
  { gpu: 'GeForce RTX 5090', game: 'ghost-of-tsushima', resolution: '4k', preset: 'ultra', cpu: X3D9, fps: 120, source: 'tpu5090' },
  { gpu: 'GeForce RTX 4090', game: 'ghost-of-tsushima', resolution: '4k', preset: 'ultra', cpu: X3D9, fps: 93, source: 'tpu5090' },
  // Black Myth: Wukong (2024), native, no upscaling
  { gpu: 'GeForce RTX 5090', game: 'black-myth-wukong', resolution: '4k', preset: 'ultra', cpu: X3D9, fps: 57, source: 'tpu5090' },
  { gpu: 'GeForce RTX 4090', game: 'black-myth-wukong', resolution: '4k', preset: 'ultra', cpu: X3D9, fps: 43, source: 'tpu5090' },
  // S.T.A.L.K.E.R. 2 (2024), native, no upscaling
  { gpu: 'GeForce RTX 5090', game: 's-t-a-l-k-e-r-2-heart-of-chornobyl', resolution: '4k', preset: 'ultra', cpu: X3D9, fps: 61, source: 'tpu5090' },
  { gpu: 'GeForce RTX 4090', game: 's-t-a-l-k-e-r-2-heart-of-chornobyl', resolution: '4k', preset: 'ultra', cpu: X3D9, fps: 47, source: 'tpu5090' },
  {
    gpu: 'GeForce RTX 5070',
    game: 's-t-a-l-k-e-r-2-heart-of-chornobyl',
    resolution: '1440p',
    preset: 'ultra',
    cpu: X3D9,
    fps: 52,
    source: 'tpu5070',
  },
  // Red Dead Redemption 2 (2018 on PC 2019)
  {
    gpu: 'GeForce RTX 4090',
    game: 'red-dead-redemption-2',
    resolution: '4k',
    preset: 'ultra',
    cpu: R7_5700X,
    cpuNote: 'test CPU Ryzen 7 5800X; 5700X stands in',
    fps: 104,
    source: 'tpu4090',
  },
  {
    gpu: 'GeForce RTX 4090',
    game: 'red-dead-redemption-2',
    resolution: '1440p',
    preset: 'ultra',
    cpu: R7_5700X,
    cpuNote: 'test CPU Ryzen 7 5800X; 5700X stands in',
    fps: 148,
    source: 'tpu4090',
  },
  {
    gpu: 'GeForce RTX 4060',
    game: 'red-dead-redemption-2',
    resolution: '1080p',
    preset: 'ultra',
    cpu: I9,
    cpuNote: 'test CPU Core i9-13900K; 14900K stands in',
    fps: 78,
    source: 'tpu4060',
  },
  {
    gpu: 'GeForce RTX 3060',
    game: 'red-dead-redemption-2',
    resolution: '1080p',
    preset: 'ultra',
    cpu: I9,
    cpuNote: 'test CPU Core i9-13900K; 14900K stands in',
    fps: 66,
    source: 'tpu4060',
  },
  // Starfield (2023)
  { gpu: 'GeForce RTX 4090', game: 'starfield', resolution: '4k', preset: 'ultra', cpu: X3D7, fps: 72, source: 'hubStarfield' },
  { gpu: 'GeForce RTX 4090', game: 'starfield', resolution: '1440p', preset: 'ultra', cpu: X3D7, fps: 96, source: 'hubStarfield' },
  { gpu: 'Radeon RX 7900 XTX', game: 'starfield', resolution: '1440p', preset: 'ultra', cpu: X3D7, fps: 95, source: 'hubStarfield' },
  { gpu: 'GeForce RTX 4060', game: 'starfield', resolution: '1080p', preset: 'ultra', cpu: X3D7, fps: 45, source: 'hubStarfield' },
  { gpu: 'GeForce RTX 3060', game: 'starfield', resolution: '1080p', preset: 'ultra', cpu: X3D7, fps: 40, source: 'hubStarfield' },
  // Hogwarts Legacy (2023)
  {
    gpu: 'GeForce RTX 4090',
    game: 'hogwarts-legacy',
    resolution: '4k',
    preset: 'ultra',
    cpu: X3D7,
    cpuNote: 'test CPU Ryzen 7 7700X; 7800X3D stands in',
    fps: 85,
    source: 'hubHogwarts',
  },
  {
    gpu: 'Radeon RX 7900 XTX',
    game: 'hogwarts-legacy',
    resolution: '4k',
    preset: 'ultra',
    cpu: X3D7,
    cpuNote: 'test CPU Ryzen 7 7700X; 7800X3D stands in',
    fps: 74,
    source: 'hubHogwarts',
  },
  {
    gpu: 'GeForce RTX 3060',
    game: 'hogwarts-legacy',
    resolution: '1080p',
    preset: 'ultra',
    cpu: X3D7,
    cpuNote: 'test CPU Ryzen 7 7700X; 7800X3D stands in',
    fps: 56,
    source: 'hubHogwarts',
  },
];

const R7_9700X = 'cpu-amd-ryzen-7-9700x';
const R9_9900X = 'cpu-amd-ryzen-9-9900x';
const STANDIN_UNSTATED = 'test processor not stated; 14900K stands in';

/**
 * The previous held-out cases (Ghost of Tsushima, Starfield, Black Myth: Wukong, The Last of Us
 * Part I): held out while the first verified corrections were fitted, then moved into the
 * fitting set when the fresh held-out set below replaced them, so their games' corrections can
 * rest on verified figures. "Ultra" and "Cinematic" are the estimator's `ultra`.
 */
const earlierHeldOutCases: readonly FpsCase[] = [
  // Ghost of Tsushima: NVIDIA's native figures, quoted by Hardware Times.
  {
    gpu: 'GeForce RTX 4090',
    game: 'ghost-of-tsushima',
    resolution: '4k',
    preset: 'ultra',
    cpu: I9,
    cpuNote: STANDIN_UNSTATED,
    fps: 84,
    source: 'nvidiaGhostOfTsushima',
  },
  {
    gpu: 'GeForce RTX 4090',
    game: 'ghost-of-tsushima',
    resolution: '1440p',
    preset: 'ultra',
    cpu: I9,
    cpuNote: STANDIN_UNSTATED,
    fps: 137,
    source: 'nvidiaGhostOfTsushima',
  },
  {
    gpu: 'GeForce RTX 4090',
    game: 'ghost-of-tsushima',
    resolution: '1080p',
    preset: 'ultra',
    cpu: I9,
    cpuNote: STANDIN_UNSTATED,
    fps: 168,
    source: 'nvidiaGhostOfTsushima',
  },
  {
    gpu: 'GeForce RTX 4080 SUPER',
    game: 'ghost-of-tsushima',
    resolution: '4k',
    preset: 'ultra',
    cpu: I9,
    cpuNote: STANDIN_UNSTATED,
    fps: 64,
    source: 'nvidiaGhostOfTsushima',
  },
  {
    gpu: 'GeForce RTX 4080 SUPER',
    game: 'ghost-of-tsushima',
    resolution: '1440p',
    preset: 'ultra',
    cpu: I9,
    cpuNote: STANDIN_UNSTATED,
    fps: 109,
    source: 'nvidiaGhostOfTsushima',
  },
  {
    gpu: 'GeForce RTX 4060',
    game: 'ghost-of-tsushima',
    resolution: '1440p',
    preset: 'ultra',
    cpu: I9,
    cpuNote: STANDIN_UNSTATED,
    fps: 45,
    source: 'nvidiaGhostOfTsushima',
  },
  {
    gpu: 'GeForce RTX 4060',
    game: 'ghost-of-tsushima',
    resolution: '1080p',
    preset: 'ultra',
    cpu: I9,
    cpuNote: STANDIN_UNSTATED,
    fps: 63,
    source: 'nvidiaGhostOfTsushima',
  },
  // Black Myth: Wukong at native resolution.
  {
    gpu: 'GeForce RTX 5080',
    game: 'black-myth-wukong',
    resolution: '1440p',
    preset: 'ultra',
    cpu: X3D9,
    cpuNote: 'test processor not stated; 9800X3D stands in',
    fps: 62,
    source: 'kitguru5080Wukong',
  },
  // Starfield, a light scene (the starting area), 4K Ultra.
  {
    gpu: 'Radeon RX 7900 XTX',
    game: 'starfield',
    resolution: '4k',
    preset: 'ultra',
    cpu: I9,
    cpuNote: 'test CPU Core i9-13900KF; 14900K stands in',
    fps: 108,
    source: 'hardwareTimesStarfield',
  },
  {
    gpu: 'GeForce RTX 4090',
    game: 'starfield',
    resolution: '4k',
    preset: 'ultra',
    cpu: I9,
    cpuNote: 'test CPU Core i9-13900KF; 14900K stands in',
    fps: 106,
    source: 'hardwareTimesStarfield',
  },
  // Added with the fitting set, held out from it: one more Ghost of Tsushima card, and two games
  // the fitting set lacks.
  {
    gpu: 'GeForce RTX 4070',
    game: 'ghost-of-tsushima',
    resolution: '1440p',
    preset: 'ultra',
    cpu: I9,
    cpuNote: STANDIN_UNSTATED,
    fps: 72,
    source: 'nvidiaGhostOfTsushima',
  },
  {
    gpu: 'GeForce RTX 4070 Ti SUPER',
    game: 'the-last-of-us-part-i',
    resolution: '4k',
    preset: 'ultra',
    cpu: X3D7,
    cpuNote: 'test processor not stated; 7800X3D stands in',
    fps: 54,
    source: 'kitguru4070TiSuperTlou',
  },
  {
    gpu: 'GeForce RTX 4090',
    game: 'black-myth-wukong',
    resolution: '4k',
    preset: 'ultra',
    cpu: I9,
    cpuNote: STANDIN_UNSTATED,
    fps: 45,
    source: 'pcosWukong',
  },
];

const R9_7950X = 'cpu-amd-ryzen-9-7950x';
const I9_13900K = 'test CPU Core i9-13900K; 14900K stands in';
const I5_13400F = 'cpu-intel-core-i5-13400f';
const I5_13500 = 'test CPU Core i5-13500; 13400F stands in';

/** A case in one line: card, game, resolution, preset, processor (and note), published FPS, source. */
function c(
  gpu: string,
  game: string,
  resolution: Resolution,
  preset: GraphicsPreset,
  cpu: string,
  cpuNote: string | undefined,
  fps: number,
  source: keyof typeof sources,
): FpsCase {
  return cpuNote ? { gpu, game, resolution, preset, cpu, cpuNote, fps, source } : { gpu, game, resolution, preset, cpu, fps, source };
}

/**
 * The fitting set: verified figures (each read in a stored copy of the cited page, its words
 * quoted in `sources`), GPU-bound or nearly, from nine games not in the held-out set, and from
 * held-out games measured by other outlets than their held-out figures (`FpsSource.outlet`).
 * The calibration (card scores, resolution factors, per-game corrections) may be fitted on
 * these and only these; `heldOutCases` then says whether it carries over. Chosen before any
 * fitting: every native, ray-tracing-off figure the searched pages state for a catalogue or
 * dataset-reference card, then the previous held-out set once a fresh one replaced it.
 * "Very High", "Ultra", "Badass" and "maximum" are the estimator's `ultra`; Final Fantasy
 * XVI's highest preset is "High".
 */
export const fittingCases: readonly FpsCase[] = [
  // Horizon Forbidden West, TechPowerUp (Core i9-14900K), maximum settings.
  c('GeForce RTX 4090', 'horizon-forbidden-west', '4k', 'ultra', I9, undefined, 92.2, 'tpuHorizonForbiddenWest'),
  c('GeForce RTX 4090', 'horizon-forbidden-west', '1440p', 'ultra', I9, undefined, 134.9, 'tpuHorizonForbiddenWest'),
  c('GeForce RTX 4090', 'horizon-forbidden-west', '1080p', 'ultra', I9, undefined, 158.9, 'tpuHorizonForbiddenWest'),
  c('GeForce RTX 4080', 'horizon-forbidden-west', '4k', 'ultra', I9, undefined, 71.7, 'tpuHorizonForbiddenWest'),
  c('GeForce RTX 4080', 'horizon-forbidden-west', '1440p', 'ultra', I9, undefined, 107.6, 'tpuHorizonForbiddenWest'),
  c('GeForce RTX 4080', 'horizon-forbidden-west', '1080p', 'ultra', I9, undefined, 135.2, 'tpuHorizonForbiddenWest'),
  c('GeForce RTX 4070', 'horizon-forbidden-west', '4k', 'ultra', I9, undefined, 54.3, 'tpuHorizonForbiddenWest'),
  c('GeForce RTX 4070', 'horizon-forbidden-west', '1440p', 'ultra', I9, undefined, 86.1, 'tpuHorizonForbiddenWest'),
  c('GeForce RTX 4070', 'horizon-forbidden-west', '1080p', 'ultra', I9, undefined, 112.3, 'tpuHorizonForbiddenWest'),
  // Horizon Forbidden West, PC Optimized Settings (Core i9-13900K), Very High.
  c('GeForce RTX 4060', 'horizon-forbidden-west', '1080p', 'ultra', I9, I9_13900K, 69, 'pcosHorizonForbiddenWest'),
  c('GeForce RTX 4070', 'horizon-forbidden-west', '1080p', 'ultra', I9, I9_13900K, 100, 'pcosHorizonForbiddenWest'),
  c('Radeon RX 7900 GRE', 'horizon-forbidden-west', '1080p', 'ultra', I9, I9_13900K, 124, 'pcosHorizonForbiddenWest'),
  c('GeForce RTX 4070', 'horizon-forbidden-west', '1440p', 'ultra', I9, I9_13900K, 84.5, 'pcosHorizonForbiddenWest'),
  c('GeForce RTX 4090', 'horizon-forbidden-west', '1440p', 'ultra', I9, I9_13900K, 138, 'pcosHorizonForbiddenWest'),
  c('GeForce RTX 4060', 'horizon-forbidden-west', '1440p', 'ultra', I9, I9_13900K, 46, 'pcosHorizonForbiddenWest'),
  // Alan Wake 2, Hardware Times (Core i9-13900K), Ultra, no ray tracing.
  c('GeForce RTX 4090', 'alan-wake-ii', '1080p', 'ultra', I9, I9_13900K, 117, 'hardwareTimesAlanWake2'),
  c('Radeon RX 7900 XTX', 'alan-wake-ii', '1080p', 'ultra', I9, I9_13900K, 101, 'hardwareTimesAlanWake2'),
  c('GeForce RTX 4080', 'alan-wake-ii', '1080p', 'ultra', I9, I9_13900K, 93, 'hardwareTimesAlanWake2'),
  c('Radeon RX 7900 XT', 'alan-wake-ii', '1080p', 'ultra', I9, I9_13900K, 90.6, 'hardwareTimesAlanWake2'),
  c('GeForce RTX 4090', 'alan-wake-ii', '1440p', 'ultra', I9, I9_13900K, 87, 'hardwareTimesAlanWake2'),
  c('Radeon RX 7900 XTX', 'alan-wake-ii', '1440p', 'ultra', I9, I9_13900K, 73, 'hardwareTimesAlanWake2'),
  c('GeForce RTX 4080', 'alan-wake-ii', '1440p', 'ultra', I9, I9_13900K, 69, 'hardwareTimesAlanWake2'),
  c('Radeon RX 7900 XT', 'alan-wake-ii', '1440p', 'ultra', I9, I9_13900K, 65.5, 'hardwareTimesAlanWake2'),
  c('GeForce RTX 4090', 'alan-wake-ii', '4k', 'ultra', I9, I9_13900K, 51, 'hardwareTimesAlanWake2'),
  c('Radeon RX 7900 XTX', 'alan-wake-ii', '4k', 'ultra', I9, I9_13900K, 42, 'hardwareTimesAlanWake2'),
  c('Radeon RX 7900 XT', 'alan-wake-ii', '4k', 'ultra', I9, I9_13900K, 35.7, 'hardwareTimesAlanWake2'),
  // Final Fantasy XVI (the demo), PC Optimized Settings (Ryzen 9 7950X), High.
  c('GeForce RTX 4090', 'final-fantasy-xvi', '4k', 'high', R9_7950X, undefined, 54, 'pcosFinalFantasyXvi'),
  c('GeForce RTX 4090', 'final-fantasy-xvi', '1440p', 'high', R9_7950X, undefined, 90, 'pcosFinalFantasyXvi'),
  c('GeForce RTX 4090', 'final-fantasy-xvi', '1080p', 'high', R9_7950X, undefined, 118, 'pcosFinalFantasyXvi'),
  // Warhammer 40,000: Space Marine 2, TechPowerUp, maximum quality.
  c(
    'GeForce RTX 4090',
    'warhammer-40-000-space-marine-ii',
    '4k',
    'ultra',
    I9,
    'test processor not stated in the quoting page; 14900K stands in',
    81.4,
    'tpuSpaceMarine2',
  ),
  // S.T.A.L.K.E.R. 2, NVIDIA's figures (Core i9-14900K), every setting maxed.
  c('GeForce RTX 4090', 's-t-a-l-k-e-r-2-heart-of-chornobyl', '4k', 'ultra', I9, undefined, 52.4, 'nvidiaStalker2'),
  // Horizon Forbidden West, Multiplayer.it's own RTX 4070 (Core i5-13500), no upscaling.
  c('GeForce RTX 4070', 'horizon-forbidden-west', '4k', 'ultra', I5_13400F, I5_13500, 45, 'multiplayerHorizonForbiddenWest'),
  c('GeForce RTX 4070', 'horizon-forbidden-west', '1440p', 'ultra', I5_13400F, I5_13500, 73, 'multiplayerHorizonForbiddenWest'),
  c('GeForce RTX 4070', 'horizon-forbidden-west', '1080p', 'ultra', I5_13400F, I5_13500, 100, 'multiplayerHorizonForbiddenWest'),
  // The previous held-out set, fitted on from now.
  ...earlierHeldOutCases,
  // Borderlands 4, DSOGaming (Ryzen 9 7950X3D), Badass, native: a held-out game, measured here
  // by an outlet none of its held-out figures comes from.
  c('GeForce RTX 5090', 'borderlands-4', '4k', 'ultra', X3D9, 'test CPU Ryzen 9 7950X3D; 9800X3D stands in', 40, 'dsoGamingBorderlands4'),
  // Avowed, PC Gamer's own RTX 4070 (Ryzen 7 5700X3D), High, no upscaling: a held-out game,
  // measured here by an outlet none of its held-out figures comes from.
  c('GeForce RTX 4070', 'avowed', '1440p', 'high', 'cpu-amd-ryzen-7-5700x3d', undefined, 68, 'pcGamerAvowed'),
  // S.T.A.L.K.E.R. 2, Tom's Hardware's RX 9060 XT 16 GB review, 4K ultra, native.
  c(
    'Radeon RX 9060 XT',
    's-t-a-l-k-e-r-2-heart-of-chornobyl',
    '4k',
    'ultra',
    X3D9,
    'test processor not in the part read; 9800X3D stands in',
    25,
    'tomsHardwareRx9060xt',
  ),
];

const I9_12900K = 'review-intel-core-i9-12900k';
const DOOM_CPU = 'test processor not in the part of the page read; 14900K stands in';
const TPU_QUOTED = 'test processor not named in the quoting page; 9800X3D stands in';
const BL4_CPU = 'test processor not named in the part of the page read; 9800X3D stands in';

/**
 * Held-out GPU-bound cases: verified figures of nine games the earlier calibration never saw (The
 * Elder Scrolls IV: Oblivion Remastered, Monster Hunter Wilds, Doom: The Dark Ages, Avowed,
 * Marvel's Spider-Man 2, Stellar Blade, Silent Hill f, Kingdom Come: Deliverance II, Borderlands
 * 4), chosen before the refit and never fitted on, so they say whether the calibration carries
 * over to games and measurements it has not seen. A game here may have fitting figures only
 * from other outlets (Borderlands 4: DSOGaming's, where these are MuyComputer's). The headline
 * median and worst case.
 */
export const heldOutCases: readonly FpsCase[] = [
  // Oblivion Remastered, PC Optimized Settings (RTX 4090 FE, Core i9-12900K), Ultra, native.
  c('GeForce RTX 4090', 'the-elder-scrolls-iv-oblivion-remastered', '4k', 'ultra', I9_12900K, undefined, 37, 'pcosOblivionRemastered'),
  c('GeForce RTX 4090', 'the-elder-scrolls-iv-oblivion-remastered', '1440p', 'ultra', I9_12900K, undefined, 60, 'pcosOblivionRemastered'),
  c('GeForce RTX 4090', 'the-elder-scrolls-iv-oblivion-remastered', '1080p', 'ultra', I9_12900K, undefined, 80, 'pcosOblivionRemastered'),
  // Monster Hunter Wilds, PC Optimized Settings (RTX 4090 FE, Core i9-12900K), Ultra, no ray tracing.
  c('GeForce RTX 4090', 'monster-hunter-wilds', '1440p', 'ultra', I9_12900K, undefined, 78, 'pcosMonsterHunterWilds'),
  c('GeForce RTX 4090', 'monster-hunter-wilds', '1080p', 'ultra', I9_12900K, undefined, 89, 'pcosMonsterHunterWilds'),
  // Doom: The Dark Ages, PC Optimized Settings, Ultra Nightmare, native. This game and the ones
  // below were added after the Ghost of Tsushima refit, which touches no other game.
  c('GeForce RTX 5060 Ti', 'doom-the-dark-ages', '1080p', 'ultra', I9, DOOM_CPU, 62, 'pcosDoomTheDarkAges'),
  c('GeForce RTX 4070', 'doom-the-dark-ages', '1080p', 'ultra', I9, DOOM_CPU, 74.5, 'pcosDoomTheDarkAges'),
  c('GeForce RTX 4070 Ti', 'doom-the-dark-ages', '1080p', 'ultra', I9, DOOM_CPU, 85, 'pcosDoomTheDarkAges'),
  c('GeForce RTX 5070 Ti', 'doom-the-dark-ages', '1080p', 'ultra', I9, DOOM_CPU, 97, 'pcosDoomTheDarkAges'),
  c('GeForce RTX 4080 SUPER', 'doom-the-dark-ages', '1080p', 'ultra', I9, DOOM_CPU, 103, 'pcosDoomTheDarkAges'),
  c('GeForce RTX 4090', 'doom-the-dark-ages', '1080p', 'ultra', I9, DOOM_CPU, 115, 'pcosDoomTheDarkAges'),
  c('GeForce RTX 4070', 'doom-the-dark-ages', '1440p', 'ultra', I9, DOOM_CPU, 56, 'pcosDoomTheDarkAges'),
  c('GeForce RTX 4070 Ti', 'doom-the-dark-ages', '1440p', 'ultra', I9, DOOM_CPU, 63, 'pcosDoomTheDarkAges'),
  // Avowed, PC Optimized Settings (RTX 4090 FE, Core i9-12900K), highest preset, software Lumen.
  c('GeForce RTX 4090', 'avowed', '4k', 'ultra', I9_12900K, undefined, 39, 'pcosAvowed'),
  c('GeForce RTX 4090', 'avowed', '1440p', 'ultra', I9_12900K, undefined, 69, 'pcosAvowed'),
  c('GeForce RTX 4090', 'avowed', '1080p', 'ultra', I9_12900K, undefined, 96, 'pcosAvowed'),
  // Marvel's Spider-Man 2, TechPowerUp, max settings, no ray tracing, no upscaling.
  c('Radeon RX 7900 XT', 'marvels-spider-man-2', '4k', 'ultra', X3D9, TPU_QUOTED, 58.8, 'tpuSpiderMan2'),
  // Stellar Blade, PC Optimized Settings (RTX 4090 FE, Core i9-12900K), Very High, DLAA (native).
  c('GeForce RTX 4090', 'stellar-blade', '4k', 'ultra', I9_12900K, undefined, 93, 'pcosStellarBlade'),
  c('GeForce RTX 4090', 'stellar-blade', '1440p', 'ultra', I9_12900K, undefined, 166, 'pcosStellarBlade'),
  c('GeForce RTX 4090', 'stellar-blade', '1080p', 'ultra', I9_12900K, undefined, 178, 'pcosStellarBlade'),
  // Silent Hill f, TechPowerUp, quality preset, no upscaling.
  c('GeForce RTX 5090', 'silent-hill-f', '4k', 'ultra', X3D9, TPU_QUOTED, 78, 'tpuSilentHillF'),
  c('GeForce RTX 4090', 'silent-hill-f', '4k', 'ultra', X3D9, TPU_QUOTED, 58, 'tpuSilentHillF'),
  c('GeForce RTX 5060', 'silent-hill-f', '1080p', 'ultra', X3D9, TPU_QUOTED, 60, 'tpuSilentHillF'),
  // Kingdom Come: Deliverance II, PC Optimized Settings (RTX 4090 FE, Core i9-12900K), Experimental.
  c('GeForce RTX 4090', 'kingdom-come-deliverance-ii', '4k', 'ultra', I9_12900K, undefined, 46, 'pcosKingdomComeDeliverance2'),
  c('GeForce RTX 4090', 'kingdom-come-deliverance-ii', '1440p', 'ultra', I9_12900K, undefined, 67, 'pcosKingdomComeDeliverance2'),
  // Borderlands 4, MuyComputer's 31-card test, maximum quality.
  c('GeForce RTX 3060 12GB', 'borderlands-4', '1080p', 'ultra', X3D9, BL4_CPU, 29, 'muyComputerBorderlands4'),
  c('GeForce RTX 4060 Ti', 'borderlands-4', '1080p', 'ultra', X3D9, BL4_CPU, 41, 'muyComputerBorderlands4'),
  c('GeForce RTX 5090', 'borderlands-4', '1440p', 'ultra', X3D9, BL4_CPU, 75, 'muyComputerBorderlands4'),
  c('GeForce RTX 5090', 'borderlands-4', '4k', 'ultra', X3D9, BL4_CPU, 48, 'muyComputerBorderlands4'),
  c('GeForce RTX 4090', 'borderlands-4', '4k', 'ultra', X3D9, BL4_CPU, 41, 'muyComputerBorderlands4'),
  c('GeForce RTX 5080', 'borderlands-4', '4k', 'ultra', X3D9, BL4_CPU, 30, 'muyComputerBorderlands4'),
  c('Radeon RX 7900 XT', 'borderlands-4', '4k', 'ultra', X3D9, BL4_CPU, 28, 'muyComputerBorderlands4'),
  c('Radeon RX 9070 XT', 'borderlands-4', '4k', 'ultra', X3D9, BL4_CPU, 27, 'muyComputerBorderlands4'),
];

/**
 * CPU-bound cases: an RTX 4090 at 1080p, the processor the review's subject or its fastest
 * rival, so the estimate is the game's CPU-bound figure × `cpuFactor` (or the card's, if lower).
 */
export const cpuBoundCases: readonly FpsCase[] = [
  { gpu: 'GeForce RTX 4090', game: 'cyberpunk-2077', resolution: '1080p', preset: 'ultra', cpu: X3D7, fps: 227.3, source: 'fpsReview9700x' },
  { gpu: 'GeForce RTX 4090', game: 'cyberpunk-2077', resolution: '1080p', preset: 'ultra', cpu: R7_9700X, fps: 215, source: 'fpsReview9700x' },
  { gpu: 'GeForce RTX 4090', game: 'horizon-forbidden-west', resolution: '1080p', preset: 'ultra', cpu: X3D7, fps: 179, source: 'fpsReview9600x' },
  { gpu: 'GeForce RTX 4090', game: 'alan-wake-ii', resolution: '1080p', preset: 'ultra', cpu: X3D7, fps: 178.7, source: 'fpsReview9600x' },
  {
    gpu: 'GeForce RTX 4090',
    game: 'horizon-forbidden-west',
    resolution: '1080p',
    preset: 'ultra',
    cpu: R9_9900X,
    fps: 170.9,
    source: 'fpsReview9900x',
  },
];

export type CataloguePart = { id: string; category: string; specs: Record<string, unknown> };

type Data = { parts: readonly CataloguePart[]; games: readonly GameBenchmark[] };

export type FpsCaseResult = FpsCase & { estimate: number | null; errorPercent: number | null };

export type FpsErrorTable = {
  rows: FpsCaseResult[];
  /** Median of |estimate − published| / published over the cases the shop can estimate, in %. */
  medianAbsErrorPercent: number;
  /** The case with the largest absolute error. */
  worst: FpsCaseResult;
  /** Cases whose game is not in the shop's games list. */
  missing: number;
  /** Cases whose source is unverified. */
  unverified: number;
};

/** The four sets, each with its own median and worst case. */
export type FpsErrorReport = {
  /** Held out, verified, GPU-bound: the headline figures. */
  heldOut: FpsErrorTable;
  /** Verified, GPU-bound: the figures the calibration may be fitted on (in-sample once it is). */
  fitting: FpsErrorTable;
  /** Held out, verified, 1080p with an RTX 4090 in processor reviews. */
  cpuBound: FpsErrorTable;
  /** The 37 calibration cases: in-sample and unverified. */
  calibration: FpsErrorTable;
};

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function loadData(): Data {
  return {
    parts: JSON.parse(readFileSync(join(catalogueSeedDir, 'parts.json'), 'utf8')) as CataloguePart[],
    games: JSON.parse(readFileSync(join(gamesSeedDir, 'games.json'), 'utf8')) as GameBenchmark[],
  };
}

/**
 * The card's score the way the shop takes it (services/build-check.ts fpsInputs): a catalogue
 * card's calibrated score or G3D Mark. A review's card the catalogue does not sell (RTX 4070,
 * RTX 4080, RX 7900 XT) is scored from `gpuGamingScores`, else from its G3D Mark as a dataset
 * reference card, so the fitting set can use every figure a page gives.
 */
function cardScore(chipset: string, data: Data): number | null {
  const key = gpuChipsetKey(chipset);
  const part = data.parts.find((p) => p.category === 'gpu' && gpuChipsetKey(String(p.specs.chipset)) === key);
  if (part) return gpuGamingScore(String(part.specs.chipset), Number(part.specs.g3dMark));
  if (key in gpuGamingScores) return gpuGamingScores[key]!;
  for (const game of data.games) {
    const reference = game.referenceFps.find((r) => gpuChipsetKey(r.gpu) === key);
    if (reference) return reference.g3dMark;
  }
  return null;
}

/** The processor's specifications: a catalogue part's, or a review's test processor's (`reviewCpus`). */
export function cpuSpecs(id: string, parts: readonly CataloguePart[]): CpuForEstimate | null {
  const part = parts.find((p) => p.id === id);
  if (part) return part.specs as CpuForEstimate;
  return id in reviewCpus ? reviewCpus[id as keyof typeof reviewCpus].specs : null;
}

/** One set's table, from the shop's catalogue and games (or the ones given, for tests). */
export function fpsErrorTable(cases: readonly FpsCase[] = fpsCases, data: Data = loadData()): FpsErrorTable {
  const gameBySlug = new Map(data.games.map((game) => [game.slug, game]));
  const rows = cases.map((c): FpsCaseResult => {
    const score = cardScore(c.gpu, data);
    const cpu = cpuSpecs(c.cpu, data.parts);
    if (score === null || !cpu) throw new Error(`fps-error: the catalogue has no ${cpu ? c.gpu : c.cpu}`);
    const game = gameBySlug.get(c.game);
    if (!game) return { ...c, estimate: null, errorPercent: null };
    const estimate = Math.round(pointEstimateFps(game, score, cpuFactor(cpu), c.resolution, c.preset));
    return { ...c, estimate, errorPercent: ((estimate - c.fps) / c.fps) * 100 };
  });
  const scored = rows.filter((row) => row.errorPercent !== null);
  if (scored.length === 0) throw new Error('fps-error: no case could be estimated');
  const worst = scored.reduce((a, b) => (Math.abs(b.errorPercent!) > Math.abs(a.errorPercent!) ? b : a));
  return {
    rows,
    medianAbsErrorPercent: median(scored.map((row) => Math.abs(row.errorPercent!))),
    worst,
    missing: rows.length - scored.length,
    unverified: rows.filter((row) => !sources[row.source].verified).length,
  };
}

/** All four sets against the same catalogue and games. */
export function fpsErrorReport(data: Data = loadData()): FpsErrorReport {
  return {
    heldOut: fpsErrorTable(heldOutCases, data),
    fitting: fpsErrorTable(fittingCases, data),
    cpuBound: fpsErrorTable(cpuBoundCases, data),
    calibration: fpsErrorTable(fpsCases, data),
  };
}

const resolutionLabel: Record<Resolution, string> = { '1080p': '1080p', '1440p': '1440p', '4k': '4K' };

function signed(percent: number): string {
  return `${percent >= 0 ? '+' : '−'}${Math.abs(percent).toFixed(0)} %`;
}

/** One set as markdown: one row a case, then its median and worst case. */
export function formatFpsErrorTable(table: FpsErrorTable): string {
  const lines = [
    '| # | GPU | game | res. | preset | CPU | published FPS | estimate | error | source |',
    '|---:|---|---|---|---|---|---:|---:|---:|---|',
  ];
  table.rows.forEach((row, i) => {
    const estimate = row.estimate === null ? 'not in games list' : String(row.estimate);
    const error = row.errorPercent === null ? '—' : signed(row.errorPercent);
    const cpu = row.cpu.replace(/^(cpu|review)-(amd|intel)-/, '') + (row.cpu in reviewCpus ? ' (not sold: scored from its specifications)' : '');
    lines.push(
      `| ${i + 1} | ${row.gpu} | ${row.game} | ${resolutionLabel[row.resolution]} | ${row.preset} | ${cpu}${row.cpuNote ? ` (${row.cpuNote})` : ''} | ${row.fps} | ${estimate} | ${error} | ${row.source}${sources[row.source].verified ? '' : ' (unverified)'} |`,
    );
  });
  const w = table.worst;
  lines.push(
    '',
    `Cases: ${table.rows.length} (${table.missing} not estimable, ${table.unverified} unverified). Median absolute error: ${table.medianAbsErrorPercent.toFixed(1)} %. ` +
      `Worst: ${w.gpu}, ${w.game}, ${resolutionLabel[w.resolution]}: ${w.estimate} vs ${w.fps} (${signed(w.errorPercent!)}).`,
  );
  return lines.join('\n');
}

/** The report as markdown: the held-out and CPU-bound sets first, the calibration set last, then the sources. */
export function formatFpsErrorReport(report: FpsErrorReport): string {
  const usedSources = new Set(
    [...report.heldOut.rows, ...report.fitting.rows, ...report.cpuBound.rows, ...report.calibration.rows].map((row) => row.source),
  );
  return [
    '### Held out (verified, not fitted on): the headline',
    '',
    formatFpsErrorTable(report.heldOut),
    '',
    '### Fitting set (verified; the calibration is fitted on these, so in-sample)',
    '',
    formatFpsErrorTable(report.fitting),
    '',
    '### CPU-bound: 1080p with an RTX 4090, from processor reviews (verified, not fitted on)',
    '',
    formatFpsErrorTable(report.cpuBound),
    '',
    '### Calibration cases (in-sample, every figure unverified: out of the headline)',
    '',
    formatFpsErrorTable(report.calibration),
    '',
    'Sources:',
    '',
    ...Object.entries(sources)
      .filter(([key]) => usedSources.has(key as keyof typeof sources))
      .map(([key, s]) => `- ${key}${s.verified ? '' : ' (unverified)'}: ${s.citation}${'url' in s ? ` <${s.url}>` : ''}`),
    '',
    'Test processors the catalogue does not sell, scored from their specifications:',
    '',
    ...Object.values(reviewCpus).map((r: ReviewCpu) => `- ${r.name} (cpuFactor ${cpuFactor(r.specs).toFixed(3)}): ${r.citation} <${r.url}>`),
  ].join('\n');
}

// Run as a script, not when a test imports it.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(formatFpsErrorReport(fpsErrorReport()));
}
