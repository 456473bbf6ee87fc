export default function AnalyticsPage() {
  return null;
}
