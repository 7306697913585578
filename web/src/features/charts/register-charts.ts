import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  PieController,
  Tooltip,
} from 'chart.js';

/*
 * Registers only the chart.js parts the dashboards draw (a bar chart and a pie chart), so the rest of
 * chart.js is left out of the bundle. Imported by the chart components, which pages load lazily: the
 * login pages never download chart.js.
 */
Chart.register(BarController, BarElement, CategoryScale, LinearScale, ArcElement, PieController, Tooltip, Legend);

// The app's system font stack (nothing fetched from a font CDN), in the app's ink colour.
Chart.defaults.font.family =
  'ui-sans-serif, system-ui, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji"';
Chart.defaults.color = '#44403c';
